import { administration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listArgs, listWindow } from '../../platform/graphql/pagination.ts';
import { createDriverMetric } from './create-driver-metric.ts';
import { deleteDriverMetric } from './delete-driver-metric.ts';
import { canManageSafetyMetrics } from './driver-metric.policy.ts';
import type { driverMetrics } from './driver-metric.table.ts';
import { getDriverMetric } from './get-driver-metric.ts';
import { listDriverMetrics } from './list-driver-metrics.ts';
import { updateDriverMetric } from './update-driver-metric.ts';

const DriverMetric = builder.objectRef<typeof driverMetrics.$inferSelect>('DriverMetric').implement({
  description: 'A safety metric (driver metric) that questions feed and risk is derived from.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    archived: t.exposeBoolean('archived'),
    startValue: t.exposeInt('startValue'),
    viewerCanUpdate: t.boolean({ resolve: (_metric, _args, ctx) => canManageSafetyMetrics(ctx.actor) }),
    viewerCanDelete: t.boolean({ resolve: (_metric, _args, ctx) => canManageSafetyMetrics(ctx.actor) }),
  }),
});

const CreateDriverMetricInput = builder.inputType('CreateDriverMetricInput', {
  fields: (t) => ({
    id: t.id({ required: false }),
    name: t.string({ required: true }),
    startValue: t.int({ required: false }),
  }),
});
const UpdateDriverMetricInput = builder.inputType('UpdateDriverMetricInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string({ required: false }),
    startValue: t.int({ required: false }),
  }),
});

builder.queryFields((t) => ({
  driverMetric: t.withAuth(administration).field({
    type: DriverMetric,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => getDriverMetric({ actor, input: { id }, db }),
  }),
  driverMetrics: t.withAuth(administration).field({
    type: [DriverMetric],
    args: listArgs,
    resolve: (_root, args, { actor, db }) => listDriverMetrics({ actor, window: listWindow(args), db }),
  }),
}));

builder.mutationFields((t) => ({
  createDriverMetric: t.withAuth(administration).field({
    type: DriverMetric,
    args: { model: t.arg({ type: CreateDriverMetricInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => createDriverMetric({ actor, input: model, db }),
  }),
  updateDriverMetric: t.withAuth(administration).field({
    type: DriverMetric,
    args: { model: t.arg({ type: UpdateDriverMetricInput, required: true }) },
    resolve: (_root, { model }, { actor, db }) => updateDriverMetric({ actor, input: model, db }),
  }),
  deleteDriverMetric: t.withAuth(administration).field({
    type: DriverMetric,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, { actor, db }) => deleteDriverMetric({ actor, input: { id }, db }),
  }),
}));
