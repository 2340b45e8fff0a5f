import { sortWebhookEvents } from '@roadmark/domain/integrations/webhook-events';
import type { WebhookHttpMethod } from '@roadmark/domain/integrations/webhook-methods';

export interface WebhookFormValues {
  sdkClientId: string;
  httpMethod: string;
  url: string;
  headers: { name: string; value: string }[];
  events: string[];
}

/** A new webhook has no client, no events, an empty url, method POST and no headers. */
export const NEW_WEBHOOK_VALUES: WebhookFormValues = {
  sdkClientId: '',
  httpMethod: 'POST' satisfies WebhookHttpMethod,
  url: '',
  headers: [],
  events: [],
};

interface SavedWebhook {
  sdkClientId: string;
  httpMethod: string;
  url: string;
  headers: readonly { name: string; value: string }[];
  events: readonly string[];
}

/** The form's values for a saved webhook (without the API's __typename on each header, so they compare as JSON). */
export function webhookFormValues(webhook: SavedWebhook): WebhookFormValues {
  return {
    sdkClientId: webhook.sdkClientId,
    httpMethod: webhook.httpMethod,
    url: webhook.url,
    headers: webhook.headers.map(({ name, value }) => ({ name, value })),
    events: sortWebhookEvents(webhook.events),
  };
}

/** The API's model: events and headers as JSON text. */
export function webhookModel(parsed: WebhookFormValues) {
  return {
    sdkClientId: parsed.sdkClientId,
    httpMethod: parsed.httpMethod,
    url: parsed.url,
    eventsJson: JSON.stringify(parsed.events),
    headersJson: JSON.stringify(parsed.headers),
  };
}

/** updateSdkWebhook sends the id plus only the fields that changed (docs/product/api.md#graphql-conventions). */
export function changedWebhookFields(parsed: WebhookFormValues, saved: SavedWebhook) {
  const model = webhookModel(parsed);
  const before = webhookModel(webhookFormValues(saved));
  return Object.fromEntries(
    Object.entries(model).filter(([key, value]) => before[key as keyof typeof before] !== value),
  ) as Partial<typeof model>;
}
