import { timingSafeEqual } from 'node:crypto';
import { apiKeyClientId } from '@roadmark/domain/integrations/api-key';
import { isAddressAllowed } from '@roadmark/domain/integrations/ip-allow-list';
import { API_KEY_ROLES } from '@roadmark/domain/roles';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { SecretBox } from '../../platform/crypto/secret-box.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { SharedBudget } from '../../platform/rate-limits/shared-budget.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { sdkClients } from './sdk-client.table.ts';

export interface ApiKeyCheck {
  db: Database;
  secretBox: SecretBox;
  /** Requests per key per minute (API_KEY_RATE_LIMIT_PER_MINUTE), shared by every server process. */
  limiter: Pick<SharedBudget, 'take'>;
}

function sameSecret(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalidKey = () => new AppError('UNAUTHENTICATED', 'errors.apiKeyInvalid');

/**
 * The actor behind an x-api-key header (docs/product/integrations.md#api-keys): role API inside the key's own
 * subscription. The key must be live and whole, its subscription live, and the caller's address on the key's
 * allow-list, read from the socket (or a configured trusted proxy), never from a header the caller wrote. Unknown,
 * archived and wrong keys get the same answer, so a caller learns nothing about which keys exist.
 */
export async function apiKeyActor(check: ApiKeyCheck, key: string, clientIp: string): Promise<Actor> {
  const clientId = apiKeyClientId(key.trim());
  if (!clientId) throw invalidKey();
  const [found] = await check.db
    .select({ client: sdkClients, subscriptionType: subscriptions.subscriptionType })
    .from(sdkClients)
    .innerJoin(subscriptions, eq(subscriptions.id, sdkClients.subscriptionId))
    .where(and(eq(sdkClients.id, clientId), eq(sdkClients.archived, false), eq(subscriptions.archived, false)))
    .limit(1);
  if (!found || !sameSecret(check.secretBox.open(found.client.apiSecretSealed), key.trim())) throw invalidKey();
  const { client } = found;
  if (!isAddressAllowed(clientIp, client.ipAllowList)) {
    throw new AppError('FORBIDDEN', 'errors.apiKeyAddressRefused', { params: { address: clientIp } });
  }
  if (!(await check.limiter.take(client.id, 1))) throw new AppError('RATE_LIMITED', 'errors.apiKeyRateLimited');
  if (!client.lastUsedAt || Date.now() - client.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await touchLastUsed(check.db, client.id);
  }
  return {
    userId: client.id,
    subscriptionId: client.subscriptionId,
    homeSubscriptionId: client.subscriptionId,
    subscriptionType: found.subscriptionType,
    roles: API_KEY_ROLES,
    roleGroupName: 'API',
    email: '',
  };
}

const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Last-used time to the minute: one write a minute per key, not one per request. The caller skips it when the row it
 * read is fresh; the condition here keeps simultaneous requests from all writing.
 */
async function touchLastUsed(db: Database, clientId: string) {
  await db
    .update(sdkClients)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(sdkClients.id, clientId),
        or(isNull(sdkClients.lastUsedAt), lt(sdkClients.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
