import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { createTag } from './create-tag.ts';
import { deleteTag } from './delete-tag.ts';
import { getTag } from './get-tag.ts';
import { listTags } from './list-tags.ts';
import { canManageTags } from './tag.policy.ts';
import type { questionTags } from './tag.table.ts';
import { updateTag } from './update-tag.ts';

const QuestionTag = builder.objectRef<typeof questionTags.$inferSelect>('QuestionTag').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
    viewerCanUpdate: t.boolean({ resolve: (_tag, _args, ctx) => canManageTags(ctx.actor) }),
    viewerCanDelete: t.boolean({ resolve: (_tag, _args, ctx) => canManageTags(ctx.actor) }),
  }),
});

const CreateQuestionTagInput = builder.inputType('CreateQuestionTagInput', {
  fields: (t) => ({ id: t.id({ required: false }), name: t.string({ required: true }) }),
});
const UpdateQuestionTagInput = builder.inputType('UpdateQuestionTagInput', {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: false }) }),
});

builder.queryFields((t) => ({
  questionTag: t.withAuth(administration).field({
    type: QuestionTag,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getTag({ actor, input: { id }, db }),
  }),
  questionTags: t.withAuth(administration).field({
    type: [QuestionTag],
    args: listArgs,
    resolve: (_root, args, { actor, db }) => listTags({ actor, window: listWindow(args), db }),
  }),
}));

builder.mutationFields((t) => ({
  createQuestionTag: t.withAuth(administration).field({
    type: QuestionTag,
    args: { model: t.arg({ type: CreateQuestionTagInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createTag({ actor, input: model, db }),
  }),
  updateQuestionTag: t.withAuth(administration).field({
    type: QuestionTag,
    args: { model: t.arg({ type: UpdateQuestionTagInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateTag({ actor, input: model, db }),
  }),
  deleteQuestionTag: t.withAuth(administration).field({
    type: QuestionTag,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteTag({ actor, input: { id }, db }),
  }),
}));
