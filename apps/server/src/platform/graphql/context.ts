import type { Locale } from '@roadmark/domain/messages';
import type { Actor } from '../auth/actor.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/database.ts';
import type { FileStorage } from '../files/file-storage.ts';
import type { OutboundPolicy } from '../outbound/outbound-policy.ts';

export interface GraphQLContext {
  actor: Actor | null;
  db: Database;
  locale: Locale;
  /** The socket address (never a client-supplied header), for per-address limits. */
  clientIp: string;
  /** The domain of PIN logins (PIN_EMAIL_DOMAIN), for people created without an email. */
  pinEmailDomain: string;
  /** Where uploaded files live, for the imports that read them. */
  storage: FileStorage;
  /** The app's public address, for links in emails sent from a mutation (import invites). */
  publicUrl: string;
  /** Logs a failure the resolver reports to the user in its own words rather than as an error (an import batch). */
  logError: (error: unknown, message: string) => void;
  integrations: IntegrationsContext;
}

export interface IntegrationsContext {
  /** Seals and opens API keys and webhook signing secrets. */
  secretBox: SecretBox;
  /** The guarded outbound rules webhook URLs are checked against (and test events sent with). */
  webhookOutbound: OutboundPolicy;
}
