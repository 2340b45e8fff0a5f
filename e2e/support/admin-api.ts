import { expect } from '@playwright/test';
import type { Mailbox } from './mailbox.ts';

const CSRF = { 'x-roadmark-csrf': '1' };

/** A GraphQL call from the administrator's signed-in context, for setting up what a test is not about. */
export async function adminGraphql<T>(mailbox: Mailbox, query: string, variables: Record<string, unknown> = {}) {
  const response = await mailbox.page.request.post('/graphql', { headers: CSRF, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export async function createSubscription(mailbox: Mailbox, model: Record<string, unknown>): Promise<string> {
  const data = await adminGraphql<{ createSubscription: { id: string } }>(
    mailbox,
    'mutation ($model: SubscriptionInput!) { createSubscription(model: $model) { id } }',
    { model },
  );
  return data.createSubscription.id;
}

/** Uploads an image as a brand logo (publicly readable) and answers its blob id. */
export async function uploadBrandImage(mailbox: Mailbox, png: Buffer): Promise<string> {
  const response = await mailbox.page.request.post('/api/files/upload?purpose=brand', {
    headers: CSRF,
    multipart: { files: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [blob] = (await response.json()) as { id: string }[];
  return blob!.id;
}
