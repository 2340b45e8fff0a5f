import { administration, distributorAdministration } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { SubscriptionTypeEnum } from '../accounts/viewer.graphql.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import { dashboardOrganisations } from './dashboard-organisations.ts';
import { pageOf, RiskCategory, RiskDistribution, RiskFilter } from './dashboard-types.graphql.ts';
import type { DistributorDashboard as DistributorDashboardValue } from './distributor-dashboard.ts';
import { distributorDashboard } from './distributor-dashboard.ts';
import type { OrganisationFigures } from './organisation-figures.ts';
import { providerAssessmentDashboard } from './provider-assessment-dashboard.ts';
import {
  type AssessmentSubscription as AssessmentSubscriptionValue,
  providerAssessmentSubscriptions,
} from './provider-assessment-subscriptions.ts';
import { providerAssessments } from './provider-assessments.ts';
import { type ProviderDashboard as ProviderDashboardValue, providerDashboard } from './provider-dashboard.ts';
import { providerPeople } from './provider-people.ts';
import { providerStaff } from './provider-staff.ts';
import { providerTeams } from './provider-teams.ts';
import type { StudyParticipant as StudyParticipantValue } from './study-participants.ts';
import { studyParticipants } from './study-participants.ts';
import {
  AssessmentDashboard,
  DashboardAssessmentsPage,
  DashboardPeoplePage,
  DashboardTeamsPage,
  MonthCount,
  pageArgs,
} from './subscription-dashboard.graphql.ts';

const ProviderDashboard = builder.objectRef<ProviderDashboardValue>('ProviderDashboard').implement({
  description: 'The /administration/dashboard head figures over every customer (not the provider’s staff).',
  fields: (t) => ({
    subscriptionCount: t.exposeInt('subscriptionCount'),
    distributorCount: t.exposeInt('distributorCount'),
    studyCount: t.exposeInt('studyCount'),
    peopleCount: t.exposeInt('peopleCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (dashboard) => dashboard.riskDistribution }),
    completionsByMonth: t.field({ type: [MonthCount], resolve: (dashboard) => dashboard.completionsByMonth }),
  }),
});

const DashboardOrganisation = builder.objectRef<OrganisationFigures>('DashboardOrganisation').implement({
  description: 'A subscription, distributor or study on a dashboard list, with its people’s figures.',
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    companyName: t.exposeString('companyName'),
    subscriptionType: t.expose('subscriptionType', { type: SubscriptionTypeEnum }),
    subscriptionNames: t.exposeStringList('subscriptionNames', {
      description: "A distributor's subscriptions: at most 4 names, then otherSubscriptions.",
    }),
    otherSubscriptions: t.exposeInt('otherSubscriptions', { description: "The N of '... and N others'." }),
    peopleCount: t.exposeInt('peopleCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    riskCategory: t.field({
      type: RiskCategory,
      description: "Of the average score, by the organisation's thresholds.",
      resolve: (row) => row.riskCategory,
    }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (row) => row.riskDistribution }),
    finishedSessions: t.exposeInt('finishedSessions'),
    lastActivityDate: t.exposeString('lastActivityDate', { nullable: true }),
  }),
});

const DistributorDashboard = builder.objectRef<DistributorDashboardValue>('DistributorDashboard').implement({
  description: '/manage/distributor/dashboard head figures over the subscriptions beneath the distributor.',
  fields: (t) => ({
    distributorSubscriptionId: t.exposeID('distributorSubscriptionId'),
    companyName: t.exposeString('companyName'),
    subscriptionCount: t.exposeInt('subscriptionCount'),
    peopleCount: t.exposeInt('peopleCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (dashboard) => dashboard.riskDistribution }),
    completionsByMonth: t.field({ type: [MonthCount], resolve: (dashboard) => dashboard.completionsByMonth }),
  }),
});

const StudyParticipant = builder.objectRef<StudyParticipantValue>('StudyParticipant').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    isFinished: t.exposeBoolean('isFinished', { description: 'Yes/No in the list, Complete/Incomplete on cards.' }),
    lastActivityDate: t.exposeString('lastActivityDate', { nullable: true }),
  }),
});

const AssessmentSubscription = builder.objectRef<AssessmentSubscriptionValue>('AssessmentSubscription').implement({
  description: 'A customer subscription on a provider-wide assessment dashboard: how its live people stand at it.',
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    companyName: t.exposeString('companyName'),
    subscriptionType: t.expose('subscriptionType', { type: SubscriptionTypeEnum }),
    assignedCount: t.exposeInt('assignedCount'),
    notStartedCount: t.exposeInt('notStartedCount'),
    startedCount: t.exposeInt('startedCount'),
    completedCount: t.exposeInt('completedCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true, description: 'Null for a training module.' }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (row) => row.riskDistribution }),
  }),
});

const DashboardOrganisationsPage = pageOf('DashboardOrganisationsPage', DashboardOrganisation);
const AssessmentSubscriptionsPage = pageOf('AssessmentSubscriptionsPage', AssessmentSubscription);
const StudyParticipantsPage = pageOf('StudyParticipantsPage', StudyParticipant);

builder.queryFields((t) => ({
  providerDashboard: t.withAuth(administration).field({
    type: ProviderDashboard,
    resolve: (_root, _args, { actor, db }) => providerDashboard({ actor, db }),
  }),
  providerPeople: t.withAuth(administration).field({
    type: DashboardPeoplePage,
    description: 'Subscription users tab: the customers’ people, by last then first name.',
    args: { ...pageArgs, riskFilter: t.arg({ type: RiskFilter, required: false }) },
    resolve: (_root, args, { actor, db }) => providerPeople({ actor, input: args, db }),
  }),
  providerStaff: t.withAuth(administration).field({
    type: DashboardPeoplePage,
    description: 'Staff tab: the provider’s own people.',
    args: { ...pageArgs, riskFilter: t.arg({ type: RiskFilter, required: false }) },
    resolve: (_root, args, { actor, db }) => providerStaff({ actor, input: args, db }),
  }),
  providerTeams: t.withAuth(administration).field({
    type: DashboardTeamsPage,
    description: 'Subscription teams tab: the customers’ teams, by name.',
    args: pageArgs,
    resolve: (_root, args, { actor, db }) => providerTeams({ actor, input: args, db }),
  }),
  providerAssessments: t.withAuth(administration).field({
    type: DashboardAssessmentsPage,
    description: 'Assessments or Training tab: every live one of the type over all customers, by name.',
    args: { ...pageArgs, assessmentType: t.arg({ type: AssessmentType, required: true }) },
    resolve: (_root, args, { actor, db }) => providerAssessments({ actor, input: args, db }),
  }),
  providerAssessmentDashboard: t.withAuth(administration).field({
    type: AssessmentDashboard,
    args: { assessmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, { actor, db }) => providerAssessmentDashboard({ actor, input: args, db }),
  }),
  providerAssessmentSubscriptions: t.withAuth(administration).field({
    type: AssessmentSubscriptionsPage,
    description: 'The customer subscriptions licensed to one assessment or training module, by name, with its figures.',
    args: { ...pageArgs, assessmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, { actor, db }) => providerAssessmentSubscriptions({ actor, input: args, db }),
  }),
  dashboardOrganisations: t.withAuth(distributorAdministration).field({
    type: DashboardOrganisationsPage,
    description:
      'Subscriptions, Distributors (or Studies) by name. Staff see all (beneath distributorSubscriptionId when given); a distributor administrator those beneath their distributor.',
    args: {
      ...pageArgs,
      subscriptionType: t.arg({ type: SubscriptionTypeEnum, required: true }),
      distributorSubscriptionId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, { actor, db }) => dashboardOrganisations({ actor, input: args, db }),
  }),
  distributorDashboard: t.withAuth(distributorAdministration).field({
    type: DistributorDashboard,
    args: { distributorSubscriptionId: t.arg.id({ required: false, description: 'Defaults to the viewer’s.' }) },
    resolve: (_root, args, { actor, db }) => distributorDashboard({ actor, input: args, db }),
  }),
  studyParticipants: t.withAuth(administration).field({
    type: StudyParticipantsPage,
    description: 'The study dashboard: the participants of a study by name, with whether they finished.',
    args: { ...pageArgs, studyId: t.arg.id({ required: true }) },
    resolve: (_root, args, { actor, db }) => studyParticipants({ actor, input: args, db }),
  }),
}));
