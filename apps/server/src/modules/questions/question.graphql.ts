import { type QuestionTypeLock, TYPE_LOCK_MESSAGES } from '@roadmark/domain/content/question-type-lock';
import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { givenFields } from '../../platform/graphql/given-fields.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { canAuthorContent } from '../content-records/content-record.policy.ts';
import { BlobReference } from '../files/blob-reference.graphql.ts';
import { createQuestion } from './create-question.ts';
import { deleteQuestion } from './delete-question.ts';
import { getQuestion } from './get-question.ts';
import { listQuestions } from './list-questions.ts';
import { liveBlobReference } from './live-blob-reference.ts';
import type { TagName } from './question-tags.ts';
import { questionTypeLock } from './question-type-lock.ts';
import type { QuestionView } from './question-view.ts';
import { updateQuestion } from './update-question.ts';

export const ContentTag = builder.objectRef<TagName>('ContentTag').implement({
  description: 'A question tag as linked to a piece of content.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const QuestionTypeLockEnum = builder.enumType('QuestionTypeLock', {
  description: "Why a question's type may no longer change.",
  values: Object.keys(TYPE_LOCK_MESSAGES) as QuestionTypeLock[],
});

export const Question = builder.objectRef<QuestionView>('Question').implement({
  description: 'A piece of content of the question bank, of any of the 17 types.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    questionType: t.exposeString('questionType'),
    questionText: t.exposeString('questionText'),
    preQuestionText: t.exposeString('preQuestionText'),
    imageBlobReferenceId: t.exposeID('imageBlobReferenceId', { nullable: true }),
    videoBlobReferenceId: t.exposeID('videoBlobReferenceId', { nullable: true }),
    questionTextImageBlobReferenceId: t.exposeID('questionTextImageBlobReferenceId', { nullable: true }),
    imageBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      resolve: (question, _args, { db }) => liveBlobReference(db, question.imageBlobReferenceId),
    }),
    videoBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      resolve: (question, _args, { db }) => liveBlobReference(db, question.videoBlobReferenceId),
    }),
    questionTextImageBlobReference: t.field({
      type: BlobReference,
      nullable: true,
      resolve: (question, _args, { db }) => liveBlobReference(db, question.questionTextImageBlobReferenceId),
    }),
    maximumClicks: t.exposeInt('maximumClicks'),
    maxScore: t.exposeInt('maxScore'),
    timeLimitSeconds: t.exposeInt('timeLimitSeconds'),
    numberOfSubQuestions: t.exposeInt('numberOfSubQuestions'),
    driverMetricId: t.exposeID('driverMetricId', { nullable: true }),
    driverMetricName: t.exposeString('driverMetricName', {
      nullable: true,
      description: "The primary safety metric's name; null when the question feeds none.",
    }),
    scoredDriverMetricNames: t.exposeStringList('scoredDriverMetricNames', {
      description:
        "The safety metrics scoring counts for this question, by name: its own, or a sequence's children's when it has none of its own.",
    }),
    questionTags: t.field({ type: [ContentTag], resolve: (question) => question.questionTags }),
    archived: t.exposeBoolean('archived'),
    typeLockedBecause: t.field({
      type: QuestionTypeLockEnum,
      nullable: true,
      description:
        'Why the type may no longer change (people have answered it, or an assessment uses it); null when it may. One query per question: for the editor, not for lists.',
      resolve: (question, _args, { db }) => questionTypeLock(db, question.id),
    }),
    editVersion: t.exposeInt('editVersion', {
      description:
        'Raised by one on every save; send it back as expectedEditVersion to refuse overwriting a newer save.',
    }),
    viewerCanUpdate: t.boolean({ resolve: (_question, _args, ctx) => canAuthorContent(ctx.actor) }),
  }),
});

export const QuestionInput = builder.inputType('QuestionInput', {
  description: 'createQuestion and updateQuestion. On update, fields left out keep their values.',
  fields: (t) => ({
    id: t.id({ required: false }),
    name: t.string({ required: false }),
    questionType: t.string({ required: false }),
    questionText: t.string({ required: false }),
    preQuestionText: t.string({ required: false }),
    imageBlobReferenceId: t.id({ required: false }),
    videoBlobReferenceId: t.id({ required: false }),
    questionTextImageBlobReferenceId: t.id({ required: false }),
    maximumClicks: t.int({ required: false }),
    timeLimitSeconds: t.int({ required: false }),
    numberOfSubQuestions: t.int({ required: false }),
    driverMetricId: t.id({ required: false }),
  }),
});

builder.queryFields((t) => ({
  question: t.withAuth(administration).field({
    type: Question,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getQuestion({ actor, input: { id }, db }),
  }),
  questions: t.withAuth(administration).field({
    type: [Question],
    args: {
      ...listArgs,
      questionTypes: t.arg.stringList({ required: false }),
      questionTagIds: t.arg.idList({
        required: false,
        description: 'Keeps the questions that have any of these tags; none given keeps all.',
      }),
    },
    resolve: (_root, { questionTypes, questionTagIds, ...window }, { actor, db }) =>
      listQuestions({ actor, window: listWindow(window), filter: { questionTypes, questionTagIds }, db }),
  }),
}));

builder.mutationFields((t) => ({
  createQuestion: t.withAuth(administration).field({
    type: Question,
    args: { model: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createQuestion({ actor, input: givenFields(model), db }),
  }),
  updateQuestion: t.withAuth(administration).field({
    type: Question,
    args: { model: t.arg({ type: QuestionInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateQuestion({ actor, input: model, db }),
  }),
  deleteQuestion: t.withAuth(administration).field({
    type: Question,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteQuestion({ actor, input: { id }, db }),
  }),
}));
