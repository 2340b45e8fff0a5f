import { builder } from '../../platform/graphql/builder.ts';
import { contentAuthorOnly } from '../content-records/content-record-mutations.ts';
import { questionRelatedCounts } from './question-related-counts.ts';

type RelatedCounts = Awaited<ReturnType<typeof questionRelatedCounts>>;

const QuestionRelatedCounts = builder.objectRef<RelatedCounts>('QuestionRelatedCounts').implement({
  description: 'What the question delete screen lists (spec 2 §2.7): the live records that hang on the question.',
  fields: (t) => ({
    answers: t.exposeInt('answers'),
    questionnaireAnswers: t.exposeInt('questionnaireAnswers', {
      description: "The answers of a questionnaire's sub-questions.",
    }),
    feedbacks: t.exposeInt('feedbacks'),
    tagLinks: t.exposeInt('tagLinks'),
    recommendations: t.exposeInt('recommendations'),
    adjustments: t.exposeInt('adjustments'),
    assessmentLinks: t.exposeInt('assessmentLinks', { description: 'Assessment item pools that hold the question.' }),
    responseEvents: t.exposeInt('responseEvents'),
    sequenceQuestions: t.exposeInt('sequenceQuestions', {
      description: 'Sequence or questionnaire links where the question is the parent or the child.',
    }),
  }),
});

builder.queryFields((t) => ({
  questionRelatedCounts: t.field({
    type: QuestionRelatedCounts,
    authScopes: contentAuthorOnly,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => questionRelatedCounts({ actor: actor!, id, db }),
  }),
}));
