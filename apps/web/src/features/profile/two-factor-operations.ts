import { graphql } from '../../gql';

/** Whether the signed-in person has two-factor sign-in on; shares the normalised Viewer. */
export const TwoFactorStatusQuery = graphql(`
  query TwoFactorStatus {
    viewer {
      id
      twoFactorEnabled
      twoFactorSetupRequired
      recoveryCodesLeft
    }
  }
`);
