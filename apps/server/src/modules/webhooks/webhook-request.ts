import { isWebhookEvent, WEBHOOK_EVENT_FIELDS } from '@roadmark/domain/integrations/webhook-events';
import { sendsJsonBody } from '@roadmark/domain/integrations/webhook-methods';
import {
  type WebhookPayload,
  webhookJsonBody,
  webhookQueryString,
} from '@roadmark/domain/integrations/webhook-payload';
import { Webhook } from 'standardwebhooks';
import type { WebhookHeader } from './sdk-webhook.table.ts';

export interface WebhookRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The data fields in the documented order of each event (docs/product/integrations.md#webhooks) (the stored jsonb keeps
 * its own key order).
 */
function orderedPayload(payload: WebhookPayload): WebhookPayload {
  if (!isWebhookEvent(payload.event)) return payload;
  const fields = WEBHOOK_EVENT_FIELDS[payload.event] as readonly string[];
  const data = Object.fromEntries(fields.map((field) => [field, payload.data[field] ?? null]));
  return { ...payload, data };
}

/**
 * One signed request for a delivery (Standard Webhooks, docs/product/integrations.md#webhooks). POST and PUT send the
 * payload as JSON and sign it; other methods send it as a query string and sign that text. Every secret in use signs,
 * so during a rotation the signature header holds two signatures and a receiver with either secret verifies it.
 */
export function buildWebhookRequest(
  webhook: { url: string; httpMethod: string; headers: WebhookHeader[] },
  delivery: { id: string; payload: WebhookPayload },
  secrets: string[],
  now: Date,
): WebhookRequest {
  const payload = orderedPayload(delivery.payload);
  const json = sendsJsonBody(webhook.httpMethod);
  const signedContent = json ? webhookJsonBody(payload) : webhookQueryString(payload);
  const signature = secrets.map((secret) => new Webhook(secret).sign(delivery.id, now, signedContent)).join(' ');
  const url = new URL(webhook.url);
  if (!json) {
    for (const [name, value] of new URLSearchParams(signedContent)) url.searchParams.append(name, value);
  }
  const headers: Record<string, string> = {};
  for (const header of webhook.headers) headers[header.name] = header.value;
  Object.assign(headers, {
    'user-agent': 'Roadmark-Webhooks/1.0',
    'webhook-id': delivery.id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  return { url: url.toString(), method: webhook.httpMethod, headers, ...(json ? { body: signedContent } : {}) };
}
