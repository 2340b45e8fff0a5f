import { graphql } from '../../../gql';

export const AssignmentFieldsFragment = graphql(`
  fragment AssignmentFields on UserAssessmentAssignment {
    id
    subscriptionId
    userId
    subscriptionTeamId
    assessmentId
    targetDate
    maxRestarts
    archived
  }
`);

/**
 * What a person or a team may be asked to take (the subscription's licences of the given types), each
 * with its own assignment, the team's assignment that covers the person, and whether a recommendation rule marks it.
 */
export const RequiredAssessmentsQuery = graphql(`
  query RequiredAssessments(
    $subscriptionId: ID
    $profileId: ID
    $subscriptionTeamId: ID
    $assessmentTypes: [AssessmentType!]
  ) {
    requiredAssessments(
      subscriptionId: $subscriptionId
      profileId: $profileId
      subscriptionTeamId: $subscriptionTeamId
      assessmentTypes: $assessmentTypes
    ) {
      assessmentId
      name
      assessmentType
      licenceMaxRestarts
      recommended
      assignment {
        ...AssignmentFields
      }
      teamAssignment {
        ...AssignmentFields
      }
    }
  }
`);

export const CreateAssignmentMutation = graphql(`
  mutation CreateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {
    createUserAssessmentAssignment(model: $model) {
      ...AssignmentFields
    }
  }
`);

export const UpdateAssignmentMutation = graphql(`
  mutation UpdateUserAssessmentAssignment($model: UserAssessmentAssignmentInput!) {
    updateUserAssessmentAssignment(model: $model) {
      ...AssignmentFields
    }
  }
`);

export const DeleteAssignmentMutation = graphql(`
  mutation DeleteUserAssessmentAssignment($id: ID!) {
    deleteUserAssessmentAssignment(id: $id) {
      ...AssignmentFields
    }
  }
`);
