import { commonDataFields, type WebhookEvent } from './webhook-events.ts';
import { sendsJsonBody } from './webhook-methods.ts';

/** What a webhook receives (docs/product/integrations.md#webhooks). */
export interface WebhookPayload {
  event: string;
  eventDate: string;
  uniqueId: string;
  data: Record<string, string | null>;
}

/** The sample's event id: the single selected event, or a placeholder when zero or several are selected. */
export const SAMPLE_EVENT_PLACEHOLDER = 'EVENT_NAME';

const SAMPLE_IDS: Record<string, string> = {
  uniqueId: '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b',
  assessmentId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  userId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  profileId: '6e5d4c3b-2a19-4f8e-8d7c-6b5a4f3e2d1c',
  subscriptionTeamId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  subscriptionId: 'c0ffee00-1234-4abc-9def-0123456789ab',
};

/** A payload with sample values for the events chosen, keeping only the data fields common to all of them. */
export function samplePayload(events: readonly WebhookEvent[], eventDate: Date): WebhookPayload {
  const data = Object.fromEntries(commonDataFields(events).map((field) => [field, SAMPLE_IDS[field] ?? null]));
  return {
    event: events.length === 1 ? events[0]! : SAMPLE_EVENT_PLACEHOLDER,
    eventDate: eventDate.toISOString(),
    uniqueId: SAMPLE_IDS.uniqueId!,
    data,
  };
}

/** The payload as JSON, keys in their documented order. */
export function webhookJsonBody(payload: WebhookPayload, indent?: number): string {
  const { event, eventDate, uniqueId, data } = payload;
  return JSON.stringify({ event, eventDate, uniqueId, data }, null, indent);
}

/** For GET-like methods: the top-level fields except data, then the data fields, as query parameters. */
export function webhookQueryString(payload: WebhookPayload): string {
  const params = new URLSearchParams({
    event: payload.event,
    eventDate: payload.eventDate,
    uniqueId: payload.uniqueId,
  });
  for (const [name, value] of Object.entries(payload.data)) params.append(name, value ?? '');
  return params.toString();
}

/** The read-only sample on the webhook form: a JSON body indented four spaces, or `?` and a query string. */
export function webhookSample(events: readonly WebhookEvent[], method: string, now: Date): string {
  const payload = samplePayload(events, now);
  return sendsJsonBody(method) ? webhookJsonBody(payload, 4) : `?${webhookQueryString(payload)}`;
}
