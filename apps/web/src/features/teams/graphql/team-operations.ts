import { graphql } from '../../../gql';

export const TeamFieldsFragment = graphql(`
  fragment TeamFields on SubscriptionTeam {
    id
    subscriptionId
    name
    viewerCanUpdate
    viewerCanDelete
  }
`);

/** The teams of the subscription the viewer works in (the server's default). */
export const TeamsQuery = graphql(`
  query Teams($offset: Int, $first: Int, $search: String) {
    subscriptionTeams(offset: $offset, first: $first, search: $search) {
      ...TeamFields
    }
  }
`);

export const TeamQuery = graphql(`
  query Team($id: ID!) {
    subscriptionTeam(id: $id) {
      ...TeamFields
    }
  }
`);

export const CreateTeamMutation = graphql(`
  mutation CreateTeam($model: CreateSubscriptionTeamInput!) {
    createSubscriptionTeam(model: $model) {
      ...TeamFields
    }
  }
`);

export const UpdateTeamMutation = graphql(`
  mutation UpdateTeam($model: UpdateSubscriptionTeamInput!) {
    updateSubscriptionTeam(model: $model) {
      ...TeamFields
    }
  }
`);

export const DeleteTeamMutation = graphql(`
  mutation DeleteTeam($id: ID!) {
    deleteSubscriptionTeam(id: $id) {
      id
    }
  }
`);
