import { graphql } from '../../../../gql';

// The fragments spread here are the dashboards' shared ones (dashboards/graphql/dashboard-fragments.ts).

/** The head figures and charts of a subscription dashboard, or of one team's. */
export const SubscriptionDashboardQuery = graphql(`
  query SubscriptionDashboard($subscriptionId: ID, $subscriptionTeamId: ID) {
    subscriptionDashboard(subscriptionId: $subscriptionId, subscriptionTeamId: $subscriptionTeamId) {
      subscriptionId
      companyName
      allowExport
      subscriptionType
      team {
        id
        name
      }
      peopleCount
      averageScore
      riskDistribution {
        ...RiskDistributionFields
      }
      completionsByMonth {
        ...MonthCountFields
      }
      scoresByTeam {
        subscriptionTeamId
        name
        averageScore
        peopleCount
      }
    }
  }
`);

export const DashboardPeopleQuery = graphql(`
  query DashboardPeople(
    $subscriptionId: ID
    $subscriptionTeamId: ID
    $riskFilter: RiskFilter
    $search: String
    $offset: Int
    $first: Int
  ) {
    dashboardPeople(
      subscriptionId: $subscriptionId
      subscriptionTeamId: $subscriptionTeamId
      riskFilter: $riskFilter
      search: $search
      offset: $offset
      first: $first
    ) {
      ...DashboardPeoplePageFields
    }
  }
`);

export const DashboardTeamsQuery = graphql(`
  query DashboardTeams($subscriptionId: ID, $search: String, $offset: Int, $first: Int) {
    dashboardTeams(subscriptionId: $subscriptionId, search: $search, offset: $offset, first: $first) {
      ...DashboardTeamsPageFields
    }
  }
`);

export const DashboardAssessmentsQuery = graphql(`
  query DashboardAssessments(
    $subscriptionId: ID
    $subscriptionTeamId: ID
    $assessmentType: AssessmentType!
    $search: String
    $offset: Int
    $first: Int
  ) {
    dashboardAssessments(
      subscriptionId: $subscriptionId
      subscriptionTeamId: $subscriptionTeamId
      assessmentType: $assessmentType
      search: $search
      offset: $offset
      first: $first
    ) {
      ...DashboardAssessmentsPageFields
    }
  }
`);

/** /dashboard/assessment/{id} and /dashboard/training/{id}. */
export const AssessmentDashboardQuery = graphql(`
  query AssessmentDashboard($subscriptionId: ID, $subscriptionTeamId: ID, $assessmentId: ID!) {
    assessmentDashboard(
      subscriptionId: $subscriptionId
      subscriptionTeamId: $subscriptionTeamId
      assessmentId: $assessmentId
    ) {
      allowExport
      ...AssessmentDashboardFields
    }
  }
`);

export const AssessmentDashboardPeopleQuery = graphql(`
  query AssessmentDashboardPeople(
    $subscriptionId: ID
    $subscriptionTeamId: ID
    $assessmentId: ID!
    $riskFilter: RiskFilter
    $search: String
    $offset: Int
    $first: Int
  ) {
    assessmentDashboardPeople(
      subscriptionId: $subscriptionId
      subscriptionTeamId: $subscriptionTeamId
      assessmentId: $assessmentId
      riskFilter: $riskFilter
      search: $search
      offset: $offset
      first: $first
    ) {
      total
      rows {
        profileId
        userId
        firstName
        lastName
        teamName
        status
        targetDate
        latestScore
        riskCategory
        completionDate
        latestSessionId
      }
    }
  }
`);
