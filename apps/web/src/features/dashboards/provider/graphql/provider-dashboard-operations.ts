import { graphql } from '../../../../gql';

/**
 * The provider dashboards (/administration/dashboard and its drill-downs), the distributor dashboard and the
 * study dashboard. The fragments spread here are the dashboards' shared ones
 * (dashboards/graphql/dashboard-fragments.ts).
 */
export const ProviderDashboardQuery = graphql(`
  query ProviderDashboard {
    providerDashboard {
      subscriptionCount
      distributorCount
      studyCount
      peopleCount
      averageScore
      riskDistribution {
        ...RiskDistributionFields
      }
      completionsByMonth {
        ...MonthCountFields
      }
    }
  }
`);

/** Subscriptions and Distributors tabs, and the distributor dashboard's subscriptions. */
export const DashboardOrganisationsQuery = graphql(`
  query DashboardOrganisations(
    $subscriptionType: SubscriptionType!
    $distributorSubscriptionId: ID
    $search: String
    $offset: Int
    $first: Int
  ) {
    dashboardOrganisations(
      subscriptionType: $subscriptionType
      distributorSubscriptionId: $distributorSubscriptionId
      search: $search
      offset: $offset
      first: $first
    ) {
      total
      rows {
        subscriptionId
        companyName
        subscriptionType
        subscriptionNames
        otherSubscriptions
        peopleCount
        averageScore
        riskCategory
        riskDistribution {
          ...RiskDistributionFields
        }
        finishedSessions
        lastActivityDate
      }
    }
  }
`);

/** Subscription users tab: every customer's people. */
export const ProviderPeopleQuery = graphql(`
  query ProviderPeople($riskFilter: RiskFilter, $search: String, $offset: Int, $first: Int) {
    providerPeople(riskFilter: $riskFilter, search: $search, offset: $offset, first: $first) {
      ...DashboardPeoplePageFields
    }
  }
`);

/** Staff tab: the provider's own people. */
export const ProviderStaffQuery = graphql(`
  query ProviderStaff($riskFilter: RiskFilter, $search: String, $offset: Int, $first: Int) {
    providerStaff(riskFilter: $riskFilter, search: $search, offset: $offset, first: $first) {
      ...DashboardPeoplePageFields
    }
  }
`);

/** Subscription teams tab. */
export const ProviderTeamsQuery = graphql(`
  query ProviderTeams($search: String, $offset: Int, $first: Int) {
    providerTeams(search: $search, offset: $offset, first: $first) {
      ...DashboardTeamsPageFields
    }
  }
`);

/** Assessments and Training tabs: every live one of the type over all customers. */
export const ProviderAssessmentsQuery = graphql(`
  query ProviderAssessments($assessmentType: AssessmentType!, $search: String, $offset: Int, $first: Int) {
    providerAssessments(assessmentType: $assessmentType, search: $search, offset: $offset, first: $first) {
      ...DashboardAssessmentsPageFields
    }
  }
`);

/** /administration/dashboard/assessment/{id} and /training/{id}: one assessment over every customer. */
export const ProviderAssessmentDashboardQuery = graphql(`
  query ProviderAssessmentDashboard($assessmentId: ID!) {
    providerAssessmentDashboard(assessmentId: $assessmentId) {
      ...AssessmentDashboardFields
    }
  }
`);

/** The customer subscriptions licensed to one assessment, on its provider-wide dashboard. */
export const ProviderAssessmentSubscriptionsQuery = graphql(`
  query ProviderAssessmentSubscriptions($assessmentId: ID!, $search: String, $offset: Int, $first: Int) {
    providerAssessmentSubscriptions(assessmentId: $assessmentId, search: $search, offset: $offset, first: $first) {
      total
      rows {
        subscriptionId
        companyName
        subscriptionType
        assignedCount
        notStartedCount
        startedCount
        completedCount
        averageScore
        riskDistribution {
          ...RiskDistributionFields
        }
      }
    }
  }
`);

/** /manage/distributor/dashboard head figures. */
export const DistributorDashboardQuery = graphql(`
  query DistributorDashboard($distributorSubscriptionId: ID) {
    distributorDashboard(distributorSubscriptionId: $distributorSubscriptionId) {
      distributorSubscriptionId
      companyName
      subscriptionCount
      peopleCount
      averageScore
      riskDistribution {
        ...RiskDistributionFields
      }
      completionsByMonth {
        ...MonthCountFields
      }
    }
  }
`);

/** /manage/study/participants. */
export const StudyParticipantsQuery = graphql(`
  query StudyParticipants($studyId: ID!, $search: String, $offset: Int, $first: Int) {
    studyParticipants(studyId: $studyId, search: $search, offset: $offset, first: $first) {
      total
      rows {
        profileId
        userId
        firstName
        lastName
        isFinished
        lastActivityDate
      }
    }
  }
`);
