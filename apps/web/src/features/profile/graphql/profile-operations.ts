import { graphql } from '../../../gql';

/** The signed-in person's own account fields the profile pages show; shares the header's normalised Viewer. */
export const ProfileViewerQuery = graphql(`
  query ProfileViewer {
    viewer {
      id
      email
      pendingEmail
      twoFactorEnabled
      firstName
      lastName
    }
  }
`);

export const MyProfileFieldsFragment = graphql(`
  fragment MyProfileFields on Profile {
    id
    userId
    firstName
    lastName
    uniqueDriverPin
  }
`);

export const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      ...MyProfileFields
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateMyProfile($model: UpdateProfileInput!) {
    updateProfile(model: $model) {
      ...MyProfileFields
    }
  }
`);

export const CreateProfileMutation = graphql(`
  mutation CreateMyProfile($model: CreateProfileInput!) {
    createProfile(model: $model) {
      ...MyProfileFields
    }
  }
`);
