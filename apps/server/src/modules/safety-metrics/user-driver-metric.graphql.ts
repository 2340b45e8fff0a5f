import { driverManagement } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import { dashboardRecordsArgs } from '../dashboard-scope/dashboard-records-args.ts';
import { listUserDriverMetrics } from './list-user-driver-metrics.ts';
import type { userDriverMetrics } from './user-driver-metric.table.ts';

export const UserDriverMetric = builder.objectRef<typeof userDriverMetrics.$inferSelect>('UserDriverMetric').implement({
  description: "A person's current value (0..100) of a safety metric.",
  fields: (t) => ({
    id: t.exposeID('id'),
    subscriptionId: t.exposeID('subscriptionId'),
    userId: t.exposeID('userId'),
    driverMetricId: t.exposeID('driverMetricId'),
    currentValue: t.exposeInt('currentValue'),
    archived: t.exposeBoolean('archived'),
  }),
});

builder.queryFields((t) => ({
  userDriverMetrics: t.withAuth(driverManagement).field({
    type: [UserDriverMetric],
    description:
      'The current safety-metric values of the people a subscription (or team) dashboard counts, for those who may open it; by person, then metric.',
    args: { ...dashboardRecordsArgs, driverMetricId: t.arg.id({ required: false }) },
    resolve: (_root, { offset, first, ...filters }, { actor, db }) =>
      listUserDriverMetrics({ actor, filter: filters, window: listWindow({ offset, first }), db }),
  }),
}));
