import { graphql } from '../../gql';

/** Who an invite link is for (public); BAD_USER_INPUT when the link is bad, used or expired. */
export const ProfileForInviteQuery = graphql(`
  query ProfileForInvite($userId: ID!, $code: String!) {
    profileForInvite(userId: $userId, code: $code) {
      firstName
      lastName
      email
    }
  }
`);
