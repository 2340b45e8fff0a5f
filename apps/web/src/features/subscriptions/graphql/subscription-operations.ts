import { graphql } from '../../../gql';

export const SubscriptionFieldsFragment = graphql(`
  fragment SubscriptionFields on Subscription {
    id
    companyName
    archived
    subscriptionType
    distributorSubscriptionId
    brandColor
    brandImageBlobReferenceId
    maxUsers
    currentUsers
    restrictMaxUsers
    allowBranding
    allowExport
    automaticReminders
    reminderDaysBeforeDue
    highRiskBelow
    mediumRiskBelow
    studyUniqueCode
    studyReturnUrl
    studyResultsPagePostUrl
    viewerCanUpdate
    viewerCanDelete
  }
`);

/** Subscriptions by company name, optionally of some types or beneath one distributor. */
export const SubscriptionsQuery = graphql(`
  query Subscriptions(
    $offset: Int
    $first: Int
    $search: String
    $subscriptionTypes: [String!]
    $distributorSubscriptionId: ID
  ) {
    subscriptions(
      offset: $offset
      first: $first
      search: $search
      subscriptionTypes: $subscriptionTypes
      distributorSubscriptionId: $distributorSubscriptionId
    ) {
      ...SubscriptionFields
    }
  }
`);

/** The distributors a subscription may be sold through: the distributor picker and the list's Distributor column. */
export const DistributorOptionsQuery = graphql(`
  query DistributorOptions {
    subscriptions(subscriptionTypes: ["Distributor"]) {
      id
      companyName
    }
  }
`);

export const SubscriptionQuery = graphql(`
  query Subscription($id: ID!) {
    subscription(id: $id) {
      ...SubscriptionFields
    }
  }
`);

export const CreateSubscriptionMutation = graphql(`
  mutation CreateSubscription($model: SubscriptionInput!) {
    createSubscription(model: $model) {
      ...SubscriptionFields
    }
  }
`);

export const UpdateSubscriptionMutation = graphql(`
  mutation UpdateSubscription($model: SubscriptionInput!) {
    updateSubscription(model: $model) {
      ...SubscriptionFields
    }
  }
`);

export const DeleteSubscriptionMutation = graphql(`
  mutation DeleteSubscription($id: ID!) {
    deleteSubscription(id: $id) {
      id
      archived
    }
  }
`);

export const GenerateUniqueStudyPinMutation = graphql(`
  mutation GenerateUniqueStudyPin {
    generateUniqueStudyPin
  }
`);

/** What deleting a subscription takes with it: its people and teams. */
export const SubscriptionDeleteImpactQuery = graphql(`
  query SubscriptionDeleteImpact($subscriptionId: ID!) {
    profiles(subscriptionId: $subscriptionId) {
      id
      firstName
      lastName
    }
    subscriptionTeams(subscriptionId: $subscriptionId) {
      id
      name
    }
  }
`);
