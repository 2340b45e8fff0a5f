import { graphql } from '../../../../gql';

/** The provider dashboard's checklist for a new installation (staff only). */
export const GettingStartedQuery = graphql(`
  query GettingStarted {
    gettingStarted {
      ...GettingStartedFields
    }
  }
`);

export const DismissGettingStartedMutation = graphql(`
  mutation DismissGettingStarted {
    dismissGettingStarted {
      ...GettingStartedFields
    }
  }
`);

export const GettingStartedFields = graphql(`
  fragment GettingStartedFields on GettingStarted {
    shown
    steps {
      key
      done
    }
    subscription {
      id
      companyName
    }
  }
`);
