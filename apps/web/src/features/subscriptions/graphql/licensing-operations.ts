import { graphql } from '../../../gql';

export const SubscriptionLicenceFieldsFragment = graphql(`
  fragment SubscriptionLicenceFields on SubscriptionAssessment {
    id
    subscriptionId
    assessmentId
    maxRestarts
    archived
    assessment {
      id
      name
      assessmentType
    }
  }
`);

/** subscriptionAssessments: what the subscription holds, of one type. */
export const SubscriptionAssessmentsQuery = graphql(`
  query SubscriptionAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {
    subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {
      ...SubscriptionLicenceFields
    }
  }
`);

/** What the viewer may license to the subscription: everything for staff, the distributor's own for its admins. */
export const LicensableAssessmentsQuery = graphql(`
  query LicensableAssessments($subscriptionId: ID!, $assessmentTypes: [AssessmentType!]) {
    licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $assessmentTypes) {
      id
      name
      assessmentType
    }
  }
`);

export const CreateSubscriptionAssessmentMutation = graphql(`
  mutation CreateSubscriptionAssessment($model: CreateSubscriptionAssessmentInput!) {
    createSubscriptionAssessment(model: $model) {
      ...SubscriptionLicenceFields
    }
  }
`);

export const UpdateSubscriptionAssessmentMutation = graphql(`
  mutation UpdateSubscriptionAssessment($model: UpdateSubscriptionAssessmentInput!) {
    updateSubscriptionAssessment(model: $model) {
      ...SubscriptionLicenceFields
    }
  }
`);

export const DeleteSubscriptionAssessmentMutation = graphql(`
  mutation DeleteSubscriptionAssessment($id: ID!) {
    deleteSubscriptionAssessment(id: $id) {
      ...SubscriptionLicenceFields
    }
  }
`);
