import { driverManagement } from '../../platform/graphql/auth-scopes.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { SubscriptionTypeEnum } from '../accounts/viewer.graphql.ts';
import { AssessmentType } from '../assessments/assessment.graphql.ts';
import type { AssessmentDashboard as AssessmentDashboardValue } from './assessment-dashboard.ts';
import { assessmentDashboard } from './assessment-dashboard.ts';
import type { AssessmentPerson as AssessmentPersonValue } from './assessment-dashboard-people.ts';
import { assessmentDashboardPeople } from './assessment-dashboard-people.ts';
import type { ScoreBand as ScoreBandValue } from './assessment-figures.ts';
import type { MonthCount as MonthCountValue } from './completions-by-month.ts';
import { dashboardAssessments } from './dashboard-assessments.ts';
import { type DashboardPerson as DashboardPersonValue, dashboardPeople } from './dashboard-people.ts';
import { type DashboardTeam as DashboardTeamValue, dashboardTeams } from './dashboard-teams.ts';
import {
  DashboardAssessment,
  pageOf,
  RiskCategory,
  RiskDistribution,
  RiskFilter,
  SessionStatus,
} from './dashboard-types.graphql.ts';
import {
  type SubscriptionDashboard as SubscriptionDashboardValue,
  subscriptionDashboard,
  type TeamScore as TeamScoreValue,
} from './subscription-dashboard.ts';

export const MonthCount = builder.objectRef<MonthCountValue>('MonthCount').implement({
  fields: (t) => ({ month: t.exposeString('month', { description: 'YYYY-MM (UTC).' }), count: t.exposeInt('count') }),
});

const TeamScore = builder.objectRef<TeamScoreValue>('TeamScore').implement({
  fields: (t) => ({
    subscriptionTeamId: t.exposeID('subscriptionTeamId'),
    name: t.exposeString('name'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    peopleCount: t.exposeInt('peopleCount'),
  }),
});

const DashboardTeamRef = builder.objectRef<{ id: string; name: string }>('DashboardTeamRef').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

const SubscriptionDashboard = builder.objectRef<SubscriptionDashboardValue>('SubscriptionDashboard').implement({
  description: 'The subscription (or team) dashboard: head figures and chart data.',
  fields: (t) => ({
    subscriptionId: t.exposeID('subscriptionId'),
    companyName: t.exposeString('companyName'),
    subscriptionType: t.expose('subscriptionType', { type: SubscriptionTypeEnum }),
    allowExport: t.exposeBoolean('allowExport'),
    highRiskBelow: t.exposeInt('highRiskBelow'),
    mediumRiskBelow: t.exposeInt('mediumRiskBelow'),
    team: t.field({ type: DashboardTeamRef, nullable: true, resolve: (dashboard) => dashboard.team }),
    peopleCount: t.exposeInt('peopleCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (dashboard) => dashboard.riskDistribution }),
    completionsByMonth: t.field({
      type: [MonthCount],
      description: 'Finished sessions per month, the last 12 months, oldest first.',
      resolve: (dashboard) => dashboard.completionsByMonth,
    }),
    scoresByTeam: t.field({
      type: [TeamScore],
      description: 'At most 20 teams by name; empty on a team dashboard.',
      resolve: (dashboard) => dashboard.scoresByTeam,
    }),
  }),
});

const DashboardPerson = builder.objectRef<DashboardPersonValue>('DashboardPerson').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    teamName: t.exposeString('teamName', { nullable: true }),
    subscriptionId: t.exposeID('subscriptionId'),
    subscriptionName: t.exposeString('subscriptionName'),
    overallScore: t.exposeInt('overallScore', { nullable: true }),
    riskCategory: t.field({ type: RiskCategory, resolve: (person) => person.riskCategory }),
    assignedCount: t.exposeInt('assignedCount'),
    completedCount: t.exposeInt('completedCount', {
      description: 'Assigned items whose latest session is finished.',
    }),
    lastActivityDate: t.exposeString('lastActivityDate', { nullable: true }),
  }),
});

const DashboardTeam = builder.objectRef<DashboardTeamValue>('DashboardTeam').implement({
  fields: (t) => ({
    subscriptionTeamId: t.exposeID('subscriptionTeamId'),
    name: t.exposeString('name'),
    subscriptionId: t.exposeID('subscriptionId'),
    subscriptionName: t.exposeString('subscriptionName'),
    peopleCount: t.exposeInt('peopleCount'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    riskCategory: t.field({ type: RiskCategory, resolve: (team) => team.riskCategory }),
    riskDistribution: t.field({ type: RiskDistribution, resolve: (team) => team.riskDistribution }),
  }),
});

const ScoreBand = builder.objectRef<ScoreBandValue>('ScoreBand').implement({
  fields: (t) => ({ from: t.exposeInt('from'), to: t.exposeInt('to'), count: t.exposeInt('count') }),
});

export const AssessmentDashboard = builder.objectRef<AssessmentDashboardValue>('AssessmentDashboard').implement({
  fields: (t) => ({
    assessment: t.field({ type: DashboardAssessment, resolve: (dashboard) => dashboard.assessment }),
    allowExport: t.exposeBoolean('allowExport', {
      description: "Whether the results may be exported: the subscription's allowExport; false across every customer.",
    }),
    completionsByMonth: t.field({ type: [MonthCount], resolve: (dashboard) => dashboard.completionsByMonth }),
    scoreBands: t.field({
      type: [ScoreBand],
      description: 'Latest finished scores in bands of ten (0-9 ... 90-100); empty for training modules.',
      resolve: (dashboard) => dashboard.scoreBands,
    }),
  }),
});

const AssessmentPerson = builder.objectRef<AssessmentPersonValue>('AssessmentPerson').implement({
  fields: (t) => ({
    profileId: t.exposeID('profileId'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    teamName: t.exposeString('teamName', { nullable: true }),
    status: t.field({ type: SessionStatus, resolve: (person) => person.status }),
    targetDate: t.exposeString('targetDate', { nullable: true }),
    latestScore: t.exposeInt('latestScore', { nullable: true }),
    riskCategory: t.field({ type: RiskCategory, resolve: (person) => person.riskCategory }),
    completionDate: t.exposeString('completionDate', { nullable: true }),
    latestSessionId: t.exposeID('latestSessionId', { nullable: true }),
  }),
});

export const DashboardPeoplePage = pageOf('DashboardPeoplePage', DashboardPerson);
export const DashboardTeamsPage = pageOf('DashboardTeamsPage', DashboardTeam);
export const DashboardAssessmentsPage = pageOf('DashboardAssessmentsPage', DashboardAssessment);
export const AssessmentPeoplePage = pageOf('AssessmentPeoplePage', AssessmentPerson);

const scopeArgs = builder.args((t) => ({
  subscriptionId: t.id({ required: false, description: 'Defaults to the subscription the viewer acts in.' }),
  subscriptionTeamId: t.id({ required: false, description: 'A team dashboard.' }),
}));
export const pageArgs = builder.args((t) => ({
  search: t.string({ required: false }),
  offset: t.int({ required: false }),
  first: t.int({ required: false }),
}));

builder.queryFields((t) => ({
  subscriptionDashboard: t.withAuth(driverManagement).field({
    type: SubscriptionDashboard,
    args: scopeArgs,
    resolve: (_root, args, { actor, db }) => subscriptionDashboard({ actor, input: args, db }),
  }),
  dashboardPeople: t.withAuth(driverManagement).field({
    type: DashboardPeoplePage,
    description: 'People (Participants) tab, by last then first name.',
    args: { ...scopeArgs, ...pageArgs, riskFilter: t.arg({ type: RiskFilter, required: false }) },
    resolve: (_root, args, { actor, db }) => dashboardPeople({ actor, input: args, db }),
  }),
  dashboardTeams: t.withAuth(driverManagement).field({
    type: DashboardTeamsPage,
    description: 'Teams tab, by name; a driver manager without SubscriptionAdministration sees only their own team.',
    args: { subscriptionId: t.arg.id({ required: false }), ...pageArgs },
    resolve: (_root, args, { actor, db }) => dashboardTeams({ actor, input: args, db }),
  }),
  dashboardAssessments: t.withAuth(driverManagement).field({
    type: DashboardAssessmentsPage,
    description: 'Assessments or Training tab: the licensed ones of that type, by name.',
    args: { ...scopeArgs, ...pageArgs, assessmentType: t.arg({ type: AssessmentType, required: true }) },
    resolve: (_root, args, { actor, db }) => dashboardAssessments({ actor, input: args, db }),
  }),
  assessmentDashboard: t.withAuth(driverManagement).field({
    type: AssessmentDashboard,
    args: { ...scopeArgs, assessmentId: t.arg.id({ required: true }) },
    resolve: (_root, args, { actor, db }) => assessmentDashboard({ actor, input: args, db }),
  }),
  assessmentDashboardPeople: t.withAuth(driverManagement).field({
    type: AssessmentPeoplePage,
    description: 'The people assigned to or taking one assessment, by last then first name.',
    args: {
      ...scopeArgs,
      ...pageArgs,
      assessmentId: t.arg.id({ required: true }),
      riskFilter: t.arg({ type: RiskFilter, required: false }),
    },
    resolve: (_root, args, { actor, db }) => assessmentDashboardPeople({ actor, input: args, db }),
  }),
}));
