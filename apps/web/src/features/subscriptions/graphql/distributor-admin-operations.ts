import { graphql } from '../../../gql';

export const SubscriptionPersonFieldsFragment = graphql(`
  fragment SubscriptionPersonFields on Profile {
    id
    userId
    firstName
    lastName
    subscriptionId
    viewerCanUpdate
  }
`);

/** The people of one subscription, by last then first name. */
export const SubscriptionPeopleQuery = graphql(`
  query SubscriptionPeople($subscriptionId: ID!, $offset: Int, $first: Int) {
    profiles(subscriptionId: $subscriptionId, offset: $offset, first: $first) {
      ...SubscriptionPersonFields
    }
  }
`);

export const UpdateSubscriptionPersonMutation = graphql(`
  mutation UpdateSubscriptionPerson($model: UpdateProfileInput!) {
    updateProfile(model: $model) {
      ...SubscriptionPersonFields
    }
  }
`);
