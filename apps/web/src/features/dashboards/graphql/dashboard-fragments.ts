import { graphql } from '../../../gql';

/**
 * The selections the subscription (and team) dashboards and the provider dashboards both draw from: one set, so a
 * field added to a dashboard row reaches every dashboard that shows it. The views take these shapes
 * (subscription/dashboard-types.ts).
 */

export const RiskDistributionFields = graphql(`
  fragment RiskDistributionFields on RiskDistribution {
    high
    medium
    low
    notAssessed
  }
`);

export const MonthCountFields = graphql(`
  fragment MonthCountFields on MonthCount {
    month
    count
  }
`);

export const DashboardPersonFields = graphql(`
  fragment DashboardPersonFields on DashboardPerson {
    profileId
    userId
    firstName
    lastName
    teamName
    subscriptionId
    subscriptionName
    overallScore
    riskCategory
    assignedCount
    completedCount
    lastActivityDate
  }
`);

export const DashboardTeamFields = graphql(`
  fragment DashboardTeamFields on DashboardTeam {
    subscriptionTeamId
    name
    subscriptionId
    subscriptionName
    peopleCount
    averageScore
    riskCategory
    riskDistribution {
      ...RiskDistributionFields
    }
  }
`);

export const DashboardAssessmentFields = graphql(`
  fragment DashboardAssessmentFields on DashboardAssessment {
    assessmentId
    name
    assessmentType
    assignedCount
    notStartedCount
    startedCount
    completedCount
    averageScore
    seatsUsed
    riskDistribution {
      ...RiskDistributionFields
    }
  }
`);

/** A page of the People, Subscription users or Staff tab. */
export const DashboardPeoplePageFields = graphql(`
  fragment DashboardPeoplePageFields on DashboardPeoplePage {
    total
    rows {
      ...DashboardPersonFields
    }
  }
`);

/** A page of a Teams tab. */
export const DashboardTeamsPageFields = graphql(`
  fragment DashboardTeamsPageFields on DashboardTeamsPage {
    total
    rows {
      ...DashboardTeamFields
    }
  }
`);

/** A page of an Assessments or Training tab. */
export const DashboardAssessmentsPageFields = graphql(`
  fragment DashboardAssessmentsPageFields on DashboardAssessmentsPage {
    total
    rows {
      ...DashboardAssessmentFields
    }
  }
`);

/** The head figures and charts of one assessment's dashboard, in a subscription or over every customer. */
export const AssessmentDashboardFields = graphql(`
  fragment AssessmentDashboardFields on AssessmentDashboard {
    assessment {
      ...DashboardAssessmentFields
    }
    completionsByMonth {
      ...MonthCountFields
    }
    scoreBands {
      from
      to
      count
    }
  }
`);
