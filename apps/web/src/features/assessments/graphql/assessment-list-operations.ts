import { graphql } from '../../../gql';

export const AssessmentListFieldsFragment = graphql(`
  fragment AssessmentListFields on Assessment {
    id
    name
    assessmentType
    tileText
    feedbackStyle
    creationDate
    itemsShortOfQuestions
    questionTags {
      id
      name
    }
    viewerCanUpdate
  }
`);

export const AssessmentsQuery = graphql(`
  query Assessments(
    $offset: Int
    $first: Int
    $search: String
    $assessmentTypes: [AssessmentType!]
    $questionTagIds: [ID!]
  ) {
    assessments(
      offset: $offset
      first: $first
      search: $search
      assessmentTypes: $assessmentTypes
      questionTagIds: $questionTagIds
    ) {
      ...AssessmentListFields
    }
  }
`);

export const AssessmentNameQuery = graphql(`
  query AssessmentName($id: ID!) {
    assessment(id: $id) {
      id
      name
      assessmentType
    }
  }
`);

export const CloneAssessmentMutation = graphql(`
  mutation CloneAssessment($copyFromAssessmentId: ID!) {
    cloneAssessment(copyFromAssessmentId: $copyFromAssessmentId) {
      ...AssessmentListFields
    }
  }
`);

export const DeleteAssessmentMutation = graphql(`
  mutation DeleteAssessment($id: ID!) {
    deleteAssessment(id: $id) {
      id
    }
  }
`);
