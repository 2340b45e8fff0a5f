import { idSchema } from '@roadmark/domain/ids';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertCanAuthorContent } from '../content-records/content-record.policy.ts';
import { contentRecordMutations } from '../content-records/content-record-mutations.ts';
import { feedbackContentFields, feedbackContentInputFields } from '../content-records/feedback-fields.graphql.ts';
import { Question } from './question.graphql.ts';
import { questionAnswerKind } from './question-answer-kind.ts';
import {
  answersOf,
  feedbacksOf,
  loadAnswer,
  loadFeedback,
  loadSequenceQuestion,
  type QuestionAnswerRow,
  type QuestionFeedbackRow,
  type QuestionSequenceQuestionRow,
  sequenceQuestionsOf,
} from './question-children-queries.ts';
import { questionFeedbackKind } from './question-feedback-kind.ts';
import { questionSequenceQuestionKind } from './question-sequence-question-kind.ts';

export const QuestionAnswer = builder.objectRef<QuestionAnswerRow>('QuestionAnswer').implement({
  description: 'An answer of a question: a choice, a response-time window or a location window.',
  fields: (t) => ({
    id: t.exposeID('id'),
    questionId: t.exposeID('questionId'),
    displayOrder: t.exposeFloat('displayOrder'),
    answerText: t.exposeString('answerText'),
    answerTextImageBlobReferenceId: t.exposeID('answerTextImageBlobReferenceId', { nullable: true }),
    score: t.exposeInt('score'),
    isCorrect: t.exposeBoolean('isCorrect'),
    startResponseTimeSeconds: t.exposeFloat('startResponseTimeSeconds'),
    endResponseTimeSeconds: t.exposeFloat('endResponseTimeSeconds'),
    scaleImageBlobReferenceId: t.exposeID('scaleImageBlobReferenceId', { nullable: true }),
    windowTop: t.exposeFloat('windowTop'),
    windowLeft: t.exposeFloat('windowLeft'),
    windowBottom: t.exposeFloat('windowBottom'),
    windowRight: t.exposeFloat('windowRight'),
    discriminationGroup: t.exposeInt('discriminationGroup'),
    subQuestionNumber: t.exposeInt('subQuestionNumber'),
    isSuspicious: t.exposeBoolean('isSuspicious'),
    suspicionScore: t.exposeInt('suspicionScore', { nullable: true }),
    archived: t.exposeBoolean('archived'),
  }),
});

export const QuestionAnswerInput = builder.inputType('QuestionAnswerInput', {
  description:
    'createQuestionAnswer / updateQuestionAnswer. The question is fixed once created; on update, fields left out keep their values.',
  fields: (t) => ({
    id: t.id({ required: false }),
    questionId: t.id({ required: false }),
    displayOrder: t.float({ required: false, description: 'Unix time in seconds (plus an index) when added.' }),
    answerText: t.string({ required: false }),
    answerTextImageBlobReferenceId: t.id({ required: false }),
    score: t.int({ required: false }),
    isCorrect: t.boolean({ required: false }),
    startResponseTimeSeconds: t.float({ required: false }),
    endResponseTimeSeconds: t.float({ required: false }),
    scaleImageBlobReferenceId: t.id({ required: false }),
    windowTop: t.float({ required: false }),
    windowLeft: t.float({ required: false }),
    windowBottom: t.float({ required: false }),
    windowRight: t.float({ required: false }),
    discriminationGroup: t.int({ required: false }),
    subQuestionNumber: t.int({ required: false }),
    isSuspicious: t.boolean({ required: false }),
    suspicionScore: t.int({ required: false }),
  }),
});

export const QuestionFeedback = builder.objectRef<QuestionFeedbackRow>('QuestionFeedback').implement({
  description: "A question's feedback for a score range; {score} and {maxScore} are filled in when shown.",
  fields: (t) => ({
    id: t.exposeID('id'),
    questionId: t.exposeID('questionId'),
    minScore: t.exposeInt('minScore'),
    maxScore: t.exposeInt('maxScore'),
    ...feedbackContentFields(t),
    archived: t.exposeBoolean('archived'),
  }),
});

export const QuestionFeedbackInput = builder.inputType('QuestionFeedbackInput', {
  description: 'createQuestionFeedback / updateQuestionFeedback. The question is fixed once created.',
  fields: (t) => ({
    id: t.id({ required: false }),
    questionId: t.id({ required: false }),
    minScore: t.int({ required: false }),
    maxScore: t.int({ required: false }),
    ...feedbackContentInputFields(t),
  }),
});

export const QuestionSequenceQuestion = builder
  .objectRef<QuestionSequenceQuestionRow>('QuestionSequenceQuestion')
  .implement({
    description: 'A child of a sequence of questions, or a sub-question of a questionnaire, in display order.',
    fields: (t) => ({
      id: t.exposeID('id'),
      parentQuestionId: t.exposeID('parentQuestionId'),
      childQuestionId: t.exposeID('childQuestionId'),
      displayOrder: t.exposeFloat('displayOrder'),
      childQuestion: t.field({
        type: Question,
        nullable: true,
        description: 'The child question, archived or not.',
        resolve: (link) => link.childQuestion,
      }),
      archived: t.exposeBoolean('archived'),
    }),
  });

export const QuestionSequenceQuestionInput = builder.inputType('QuestionSequenceQuestionInput', {
  description: 'createQuestionSequenceQuestion / updateQuestionSequenceQuestion. The parent is fixed once created.',
  fields: (t) => ({
    id: t.id({ required: false }),
    parentQuestionId: t.id({ required: false }),
    childQuestionId: t.id({ required: false }),
    displayOrder: t.float({ required: false, description: 'Unix time in seconds (plus an index) when added.' }),
  }),
});

builder.queryFields((t) => ({
  questionAnswers: t.withAuth(administration).field({
    type: [QuestionAnswer],
    args: { questionId: t.arg.id({ required: true }) },
    resolve: (_root, { questionId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return answersOf(db, parseInput(idSchema, questionId));
    },
  }),
  questionFeedbacks: t.withAuth(administration).field({
    type: [QuestionFeedback],
    args: { questionId: t.arg.id({ required: true }) },
    resolve: (_root, { questionId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return feedbacksOf(db, parseInput(idSchema, questionId));
    },
  }),
  questionSequenceQuestions: t.withAuth(administration).field({
    type: [QuestionSequenceQuestion],
    args: { parentQuestionId: t.arg.id({ required: true }) },
    resolve: (_root, { parentQuestionId }, { actor, db }) => {
      assertCanAuthorContent(actor);
      return sequenceQuestionsOf(db, parseInput(idSchema, parentQuestionId));
    },
  }),
}));

contentRecordMutations({
  names: { create: 'createQuestionAnswer', update: 'updateQuestionAnswer', delete: 'deleteQuestionAnswer' },
  type: QuestionAnswer,
  input: QuestionAnswerInput,
  kind: questionAnswerKind,
  load: loadAnswer,
});
contentRecordMutations({
  names: { create: 'createQuestionFeedback', update: 'updateQuestionFeedback', delete: 'deleteQuestionFeedback' },
  type: QuestionFeedback,
  input: QuestionFeedbackInput,
  kind: questionFeedbackKind,
  load: loadFeedback,
});
contentRecordMutations({
  names: {
    create: 'createQuestionSequenceQuestion',
    update: 'updateQuestionSequenceQuestion',
    delete: 'deleteQuestionSequenceQuestion',
  },
  type: QuestionSequenceQuestion,
  input: QuestionSequenceQuestionInput,
  kind: questionSequenceQuestionKind,
  load: loadSequenceQuestion,
});
