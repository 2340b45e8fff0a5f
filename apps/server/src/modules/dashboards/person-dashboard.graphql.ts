import { signedIn } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { SubscriptionTypeEnum } from '../accounts/viewer.graphql.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import { DriverMetricValue, RiskCategory, RiskExplanation, SessionStatus } from './dashboard-types.graphql.ts';
import {
  type DashboardSessionView,
  type PersonDashboardItem as PersonDashboardItemValue,
  type PersonDashboard as PersonDashboardValue,
  personDashboard,
} from './person-dashboard.ts';

const DashboardSession = builder.objectRef<DashboardSessionView>('DashboardSession').implement({
  description: 'One attempt as a dashboard shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate', { nullable: true }),
    isFinished: t.exposeBoolean('isFinished'),
    markedSuspicious: t.exposeBoolean('markedSuspicious'),
    totalScore: t.exposeInt('totalScore', { nullable: true, description: 'Null until finished.' }),
    riskCategory: t.field({
      type: RiskCategory,
      description: "By the assessment's thresholds; NotAssessed while unfinished and for training modules.",
      resolve: (session) => session.riskCategory,
    }),
  }),
});

const PersonDashboardItem = builder.objectRef<PersonDashboardItemValue>('PersonDashboardItem').implement({
  description: 'Where the person stands with one assessment or training module.',
  fields: (t) => ({
    assessmentId: t.exposeID('assessmentId'),
    name: t.exposeString('name'),
    tileDescription: t.exposeString('tileDescription'),
    assessmentType: t.expose('assessmentType', { type: AssessmentType }),
    status: t.field({ type: SessionStatus, resolve: (item) => item.status }),
    assigned: t.exposeBoolean('assigned', {
      description: 'False when shown only because a session exists or it is recommended.',
    }),
    teamAssignment: t.exposeBoolean('teamAssignment'),
    targetDate: t.exposeString('targetDate', { nullable: true, description: 'The due date; null when not assigned.' }),
    recommended: t.exposeBoolean('recommended'),
    latestSession: t.field({ type: DashboardSession, nullable: true, resolve: (item) => item.latestSession }),
    earlierUnfinished: t.exposeInt('earlierUnfinished'),
    historic: t.field({
      type: [DashboardSession],
      description: 'Older finished sessions, newest first.',
      resolve: (item) => item.historic,
    }),
    retakeAllowed: t.exposeBoolean('retakeAllowed'),
  }),
});

const PersonDashboard = builder.objectRef<PersonDashboardValue>('PersonDashboard').implement({
  description: "A person's dashboard.",
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    subscriptionId: t.exposeID('subscriptionId'),
    subscriptionName: t.exposeString('subscriptionName'),
    subscriptionType: t.expose('subscriptionType', { type: SubscriptionTypeEnum }),
    isOwnDashboard: t.exposeBoolean('isOwnDashboard', {
      description: 'Start, Continue and Retake are offered only on the viewer’s own dashboard.',
    }),
    canRestart: t.exposeBoolean('canRestart', { description: 'Restart beside Continue: staff only.' }),
    overallScore: t.exposeInt('overallScore', { nullable: true }),
    overallRisk: t.field({ type: RiskCategory, resolve: (dashboard) => dashboard.overallRisk }),
    riskExplanation: t.field({ type: RiskExplanation, resolve: (dashboard) => dashboard.riskExplanation }),
    metrics: t.field({
      type: [DriverMetricValue],
      description: 'The measured safety metrics, by name (radar chart and driver overview).',
      resolve: (dashboard) => dashboard.metrics,
    }),
    items: t.field({ type: [PersonDashboardItem], resolve: (dashboard) => dashboard.items }),
  }),
});

builder.queryFields((t) => ({
  meDashboardViewModel: t.withAuth(signedIn).field({
    type: PersonDashboard,
    description:
      "A person's dashboard: without ids the viewer's own; by profileId or userId someone the viewer manages (else NOT_FOUND).",
    args: { profileId: t.arg.id({ required: false }), userId: t.arg.id({ required: false }) },
    resolve: (_root, args, { actor, db }) => personDashboard({ actor, input: args, db }),
  }),
}));
