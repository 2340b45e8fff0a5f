import { driverManagement } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import { dashboardRecordsArgs } from '../dashboard-scope/dashboard-records-args.ts';
import type { Assignment } from './assignment-changes.ts';
import { createAssignment } from './create-assignment.ts';
import { deleteAssignment } from './delete-assignment.ts';
import {
  listRequiredAssessments,
  type RequiredAssessment as RequiredAssessmentRow,
} from './list-required-assessments.ts';
import { listSubscriptionAssignments } from './list-subscription-assignments.ts';
import { updateAssignment } from './update-assignment.ts';

export const UserAssessmentAssignment = builder.objectRef<Assignment>('UserAssessmentAssignment').implement({
  description: 'A person (userId) or a whole team (userId null) must take an assessment by the target date.',
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    userId: t.exposeID('userId', { nullable: true }),
    subscriptionTeamId: t.exposeID('subscriptionTeamId', { nullable: true }),
    assessmentId: t.exposeID('assessmentId'),
    targetDate: t.string({ description: 'The due date, UTC ISO.', resolve: (a) => a.targetDate.toISOString() }),
    maxRestarts: t.exposeInt('maxRestarts'),
    archived: t.exposeBoolean('archived'),
  }),
});

const UserAssessmentAssignmentInput = builder.inputType('UserAssessmentAssignmentInput', {
  description:
    "create: userId or subscriptionTeamId (not both) and assessmentId; targetDate defaults to two months ahead and maxRestarts to the licence's. update: id with targetDate and/or maxRestarts.",
  fields: (t) => ({
    id: t.id({ required: false }),
    subscriptionId: t.id({ required: false }),
    userId: t.id({ required: false }),
    subscriptionTeamId: t.id({ required: false }),
    assessmentId: t.id({ required: false }),
    targetDate: t.string({ required: false, description: 'ISO date or date and time; a past date is allowed.' }),
    maxRestarts: t.int({ required: false }),
  }),
});

const RequiredAssessment = builder.objectRef<RequiredAssessmentRow>('RequiredAssessment').implement({
  description: 'One row of a required assessments or training list: a licensed assessment.',
  fields: (t) => ({
    assessmentId: t.exposeID('assessmentId'),
    name: t.exposeString('name'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    licenceMaxRestarts: t.exposeInt('licenceMaxRestarts', {
      description: "The subscription licence's maxRestarts: an assignment may not exceed it unless it is 0.",
    }),
    assignment: t.field({
      type: UserAssessmentAssignment,
      nullable: true,
      description: "The viewed person's or team's own live assignment; null when not selected.",
      resolve: (row) => row.assignment,
    }),
    teamAssignment: t.field({
      type: UserAssessmentAssignment,
      nullable: true,
      description:
        "On a person's list, their team's assignment (shown locked as 'Team assignment'); null on a team list.",
      resolve: (row) => row.teamAssignment,
    }),
    recommended: t.exposeBoolean('recommended', {
      description: 'A recommendation rule matches the viewed person; always false on a team list.',
    }),
  }),
});

builder.queryFields((t) => ({
  requiredAssessments: t.withAuth(driverManagement).field({
    type: [RequiredAssessment],
    description:
      'The required list of a person (profileId) or a team (subscriptionTeamId), exactly one, by assessment name.',
    args: {
      subscriptionId: t.arg.id({ required: false }),
      profileId: t.arg.id({ required: false }),
      subscriptionTeamId: t.arg.id({ required: false }),
      assessmentTypes: t.arg({ type: [AssessmentType], required: false }),
      search: t.arg.string({ required: false }),
    },
    resolve: (_root, args, { actor, db }) => listRequiredAssessments({ actor, input: args, db }),
  }),
  userAssessmentAssignments: t.withAuth(driverManagement).field({
    type: [UserAssessmentAssignment],
    description:
      'The live assignments of the people a subscription (or team) dashboard counts, and its team-wide ones, for those who may open it; oldest first.',
    args: { ...dashboardRecordsArgs, assessmentId: t.arg.id({ required: false }) },
    resolve: (_root, { offset, first, ...filters }, { actor, db }) =>
      listSubscriptionAssignments({ actor, filter: filters, window: listWindow({ offset, first }), db }),
  }),
}));

builder.mutationFields((t) => ({
  createUserAssessmentAssignment: t.withAuth(driverManagement).field({
    type: UserAssessmentAssignment,
    description: 'Assigns a licensed assessment; assigning one the person or team already has returns that assignment.',
    args: { model: t.arg({ type: UserAssessmentAssignmentInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createAssignment({ actor, input: model, db }),
  }),
  updateUserAssessmentAssignment: t.withAuth(driverManagement).field({
    type: UserAssessmentAssignment,
    description: 'Changes the due date and maximum retakes of a live assignment (id required).',
    args: { model: t.arg({ type: UserAssessmentAssignmentInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateAssignment({ actor, input: model, db }),
  }),
  deleteUserAssessmentAssignment: t.withAuth(driverManagement).field({
    type: UserAssessmentAssignment,
    description: 'Archives the assignment.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteAssignment({ actor, input: { id }, db }),
  }),
}));
