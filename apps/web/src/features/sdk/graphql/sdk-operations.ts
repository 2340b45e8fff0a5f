import { graphql } from '../../../gql';

/*
 * Queries that read a whole API key (apiSecret) and the answers that reveal a signing secret are run with
 * fetchPolicy 'no-cache' by the pages: the Apollo cache is persisted to browser storage, and a secret must not be.
 */

export const SdkClientFieldsFragment = graphql(`
  fragment SdkClientFields on SdkClient {
    id
    name
    apiSecret
    apiSecretMasked
    ipAllowList
    lastUsedAt
  }
`);

export const SdkWebhookFieldsFragment = graphql(`
  fragment SdkWebhookFields on SdkWebhook {
    id
    sdkClientId
    sdkClientName
    events
    url
    httpMethod
    headers {
      name
      value
    }
    disabledAt
    disabledReason
    previousSecretExpiresAt
  }
`);

/** /manage/sdk: the subscription the viewer works in (the server's default), its keys and its webhooks. */
export const SdkOverviewQuery = graphql(`
  query SdkOverview {
    sdkOverview {
      subscription {
        id
        companyName
      }
      sdkClients {
        ...SdkClientFields
      }
      sdkWebhooks {
        ...SdkWebhookFields
      }
    }
  }
`);

export const SdkClientQuery = graphql(`
  query SdkClient($id: ID!) {
    sdkClient(id: $id) {
      ...SdkClientFields
    }
  }
`);

/** The applications a webhook can belong to: names only, no keys. */
export const SdkApplicationOptionsQuery = graphql(`
  query SdkApplicationOptions {
    sdkClients {
      id
      name
    }
  }
`);

export const CreateSdkClientMutation = graphql(`
  mutation CreateSdkClient($model: CreateSdkClientInput!) {
    createSdkClient(model: $model) {
      id
      name
    }
  }
`);

export const UpdateSdkClientMutation = graphql(`
  mutation UpdateSdkClient($model: UpdateSdkClientInput!) {
    updateSdkClient(model: $model) {
      id
      name
    }
  }
`);

export const DeleteSdkClientMutation = graphql(`
  mutation DeleteSdkClient($id: ID!) {
    deleteSdkClient(id: $id) {
      id
    }
  }
`);

export const SdkWebhookQuery = graphql(`
  query SdkWebhook($id: ID!) {
    sdkWebhook(id: $id) {
      ...SdkWebhookFields
    }
  }
`);

export const CreateSdkWebhookMutation = graphql(`
  mutation CreateSdkWebhook($model: CreateSdkWebhookInput!) {
    createSdkWebhook(model: $model) {
      ...SdkWebhookFields
      signingSecret
    }
  }
`);

export const UpdateSdkWebhookMutation = graphql(`
  mutation UpdateSdkWebhook($model: UpdateSdkWebhookInput!) {
    updateSdkWebhook(model: $model) {
      ...SdkWebhookFields
    }
  }
`);

export const DeleteSdkWebhookMutation = graphql(`
  mutation DeleteSdkWebhook($id: ID!) {
    deleteSdkWebhook(id: $id) {
      id
    }
  }
`);

export const RotateSdkWebhookSecretMutation = graphql(`
  mutation RotateSdkWebhookSecret($id: ID!) {
    rotateSdkWebhookSecret(id: $id) {
      ...SdkWebhookFields
      signingSecret
    }
  }
`);

export const WebhookDeliveryFieldsFragment = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    event
    isTest
    status
    attempts
    lastResponseStatus
    lastError
    createdAt
    completedAt
    attemptLog {
      attempt
      startedAt
      durationMs
      responseStatus
      error
      succeeded
    }
  }
`);

/** The delivery log of one webhook, newest first. */
export const SdkWebhookDeliveriesQuery = graphql(`
  query SdkWebhookDeliveries($webhookId: ID!, $offset: Int, $first: Int) {
    sdkWebhookDeliveries(webhookId: $webhookId, offset: $offset, first: $first) {
      ...WebhookDeliveryFields
    }
  }
`);

export const SendSdkWebhookTestEventMutation = graphql(`
  mutation SendSdkWebhookTestEvent($id: ID!, $event: String) {
    sendSdkWebhookTestEvent(id: $id, event: $event) {
      ...WebhookDeliveryFields
    }
  }
`);
