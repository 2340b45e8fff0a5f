import type { PersonDashboardQuery } from '../../../gql/graphql';

/** What the person's dashboard shows: `meDashboardViewModel` as the page's query asks for it. */
export type PersonDashboardView = PersonDashboardQuery['meDashboardViewModel'];
export type PersonDashboardItemView = PersonDashboardView['items'][number];
export type DashboardSessionView = PersonDashboardItemView['historic'][number];
export type DriverMetricValueView = PersonDashboardView['metrics'][number];
export type RiskExplanationView = PersonDashboardView['riskExplanation'];

/** How a person's dashboard is addressed: the viewer's own, by profile (/drivers/home) or by user. */
export type PersonDashboardAddress =
  | { kind: 'own' }
  | { kind: 'profile'; profileId: string }
  | { kind: 'user'; userId: string };
