import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { questionRelatedCounts } from './question-related-counts.ts';
import { type QuestionUsages, type QuestionUser, questionUsages, USAGES_SHOWN } from './question-usages.ts';

type RelatedCounts = Awaited<ReturnType<typeof questionRelatedCounts>>;

const QuestionRelatedCounts = builder.objectRef<RelatedCounts>('QuestionRelatedCounts').implement({
  description: 'What the question delete screen lists: the live records that hang on the question.',
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
  questionRelatedCounts: t.withAuth(administration).field({
    type: QuestionRelatedCounts,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => questionRelatedCounts({ actor, input: { id }, db }),
  }),
}));

const QuestionUserObject = builder.objectRef<QuestionUser>('QuestionUser').implement({
  description: 'An assessment, training module, sequence or questionnaire that holds a question.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    type: t.exposeString('type', {
      description: 'Assessment or TrainingModule for an assessment; the question type of a sequence or questionnaire.',
    }),
  }),
});

const QuestionUsagesObject = builder.objectRef<QuestionUsages>('QuestionUsages').implement({
  description: `Where a question is used, for its delete screen: the first ${USAGES_SHOWN} of each kind by name, and how many there are in all.`,
  fields: (t) => ({
    assessments: t.field({ type: [QuestionUserObject], resolve: (usages) => usages.assessments }),
    assessmentCount: t.exposeInt('assessmentCount'),
    parentQuestions: t.field({
      type: [QuestionUserObject],
      description: 'The sequences and questionnaires that hold the question.',
      resolve: (usages) => usages.parentQuestions,
    }),
    parentQuestionCount: t.exposeInt('parentQuestionCount'),
  }),
});

builder.queryFields((t) => ({
  questionUsages: t.withAuth(administration).field({
    type: QuestionUsagesObject,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => questionUsages({ actor, input: { id }, db }),
  }),
}));
