import { graphql } from '../../../gql';

export const PersonDashboardQuery = graphql(`
  query PersonDashboard($profileId: ID, $userId: ID) {
    meDashboardViewModel(profileId: $profileId, userId: $userId) {
      profileId
      userId
      firstName
      lastName
      subscriptionName
      isOwnDashboard
      canRestart
      overallScore
      overallRisk
      riskExplanation {
        score
        category
        pulledDown {
          driverMetricId
          name
          value
          band
        }
        nextBand {
          category
          targetScore
          pointsNeeded
        }
      }
      metrics {
        driverMetricId
        name
        value
      }
      items {
        assessmentId
        name
        tileDescription
        assessmentType
        status
        assigned
        teamAssignment
        targetDate
        recommended
        latestSession {
          ...DashboardSessionFields
        }
        earlierUnfinished
        historic {
          ...DashboardSessionFields
        }
        retakeAllowed
      }
    }
  }

  fragment DashboardSessionFields on DashboardSession {
    id
    startDate
    endDate
    isFinished
    markedSuspicious
    totalScore
    riskCategory
  }
`);
