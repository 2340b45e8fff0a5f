import type { Locale } from '@roadmark/domain/messages';
import type { Actor } from '../auth/actor.ts';
import type { Database } from '../db/database.ts';

export interface GraphQLContext {
  actor: Actor | null;
  db: Database;
  locale: Locale;
  /** The socket address (never a client-supplied header), for per-address limits. */
  clientIp: string;
  /** The domain of PIN logins (DECISIONS), for people created without an email. */
  pinEmailDomain: string;
}
