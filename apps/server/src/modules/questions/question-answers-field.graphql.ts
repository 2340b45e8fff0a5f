import { builder } from '../../platform/graphql/builder.ts';
import { Question } from './question.graphql.ts';
import { QuestionAnswer } from './question-children.graphql.ts';
import { answersOf } from './question-children-queries.ts';

// A questionnaire's editor loads its sub-questions with their answers in one request (the questionnaire
// answers by questionnaireQuestionId); the Question type is only reachable by content authors.
builder.objectField(Question, 'answers', (t) =>
  t.field({
    type: [QuestionAnswer],
    description: "The question's live answers in display order (the same as questionAnswers(questionId)).",
    resolve: (question, _args, { db }) => answersOf(db, question.id),
  }),
);
