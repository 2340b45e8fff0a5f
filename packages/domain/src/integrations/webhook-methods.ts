/** The HTTP methods a webhook may use; POST and PUT carry a JSON body, the others a query string. */
export const WEBHOOK_HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;
export type WebhookHttpMethod = (typeof WEBHOOK_HTTP_METHODS)[number];

export function sendsJsonBody(method: string): boolean {
  return method === 'POST' || method === 'PUT';
}
