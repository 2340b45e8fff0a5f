import { graphql } from '../../../gql';

export const ImportResultFieldsFragment = graphql(`
  fragment ImportResultFields on SpreadsheetImportResult {
    importId
    filename
    totalRows
    changedCount
    maxUsersExceeded
    notices {
      key
      text
    }
    rows {
      rowNumber
      person
      outcome
      messages {
        key
        text
      }
    }
  }
`);

/** importUsers: the uploaded file's people, the form's team and security group for blank cells. */
export const ImportUsersMutation = graphql(`
  mutation ImportUsers(
    $blobId: ID!
    $subscriptionId: ID!
    $subscriptionTeamId: ID
    $roleGroup: String!
    $importId: ID
    $sendInvites: Boolean
  ) {
    importUsers(
      blobId: $blobId
      subscriptionId: $subscriptionId
      subscriptionTeamId: $subscriptionTeamId
      roleGroup: $roleGroup
      importId: $importId
      sendInvites: $sendInvites
    ) {
      ...ImportResultFields
    }
  }
`);

/** importUserAssessmentAssignments: the uploaded file's Yes / No / empty cells, per person and assessment. */
export const ImportAssignmentsMutation = graphql(`
  mutation ImportUserAssessmentAssignments($blobId: ID!, $subscriptionId: ID!, $importId: ID) {
    importUserAssessmentAssignments(blobId: $blobId, subscriptionId: $subscriptionId, importId: $importId) {
      ...ImportResultFields
    }
  }
`);

/** How far a running import has got, polled while it runs. */
export const ImportProgressQuery = graphql(`
  query SpreadsheetImportProgress($id: ID!) {
    spreadsheetImportProgress(id: $id) {
      id
      totalRows
      processedRows
      status
    }
  }
`);
