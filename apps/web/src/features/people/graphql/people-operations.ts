import { graphql } from '../../../gql';

export const PersonFieldsFragment = graphql(`
  fragment PersonFields on Profile {
    id
    userId
    firstName
    lastName
    subscriptionId
    subscriptionTeamId
    subscriptionTeamName
    uniqueDriverPin
    viewerCanUpdate
    user {
      id
      email
      emailConfirmed
      pendingEmail
      roleGroup {
        id
        name
      }
      lockout {
        since
        until
        byManager
      }
    }
  }
`);

/** The people lists: by role groups, optionally one team, searched, a page at a time. */
export const PeopleQuery = graphql(`
  query People(
    $subscriptionId: ID!
    $roleGroupNames: [String!]
    $subscriptionTeamId: ID
    $offset: Int
    $first: Int
    $search: String
  ) {
    profiles(
      subscriptionId: $subscriptionId
      roleGroupNames: $roleGroupNames
      subscriptionTeamId: $subscriptionTeamId
      offset: $offset
      first: $first
      search: $search
    ) {
      ...PersonFields
    }
  }
`);

export const PersonQuery = graphql(`
  query Person($id: ID!) {
    profile(id: $id) {
      ...PersonFields
    }
  }
`);

/** What the user form offers: the role groups the viewer may give, and the subscription's teams. */
export const PersonFormOptionsQuery = graphql(`
  query PersonFormOptions($subscriptionId: ID!) {
    roleGroups(subscriptionId: $subscriptionId) {
      id
      name
    }
    subscriptionTeams(subscriptionId: $subscriptionId) {
      id
      name
    }
  }
`);

/**
 * A PIN no one has, reserved for this subscription (docs/product/people-and-teams.md#the-user-form), shown on the add
 * form and sent with createUser.
 */
export const GenerateUniqueDriverPinMutation = graphql(`
  mutation GenerateUniqueDriverPin {
    generateUniqueDriverPin
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($model: CreateUserInput!) {
    createUser(model: $model) {
      ...PersonFields
    }
  }
`);

export const UpdatePersonMutation = graphql(`
  mutation UpdatePerson($model: UpdateProfileInput!) {
    updateProfile(model: $model) {
      ...PersonFields
    }
  }
`);

export const ChangeUserRoleGroupMutation = graphql(`
  mutation ChangeUserRoleGroup($model: ChangeUserRoleGroupInput!) {
    changeUserRoleGroup(model: $model) {
      ...PersonFields
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($profileId: ID!) {
    deleteUser(profileId: $profileId) {
      id
    }
  }
`);

export const UserRelatedCountsQuery = graphql(`
  query UserRelatedCounts($profileId: ID!) {
    userRelatedCounts(profileId: $profileId) {
      assessmentSessions
      userAssessmentAssignments
      signInSessions
      externalLogins
    }
  }
`);
