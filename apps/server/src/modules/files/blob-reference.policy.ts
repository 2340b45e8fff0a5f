import { canUploadFor, UPLOAD_REFUSAL_KEYS, type UploadPurpose } from '@roadmark/domain/files/upload-purposes';
import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { AppError, unauthenticated } from '../../platform/errors.ts';
import type { blobReferences } from './blob-reference.table.ts';

export type BlobVisibility = (typeof blobReferences.$inferSelect)['visibility'];

/** Only those whose work needs a purpose may upload for it (UPLOAD_ROLES); the refusal says who may. */
export function assertCanUpload(actor: Actor | null, purpose: UploadPurpose): asserts actor is Actor {
  if (!actor) throw unauthenticated();
  if (!canUploadFor(actor.roles, purpose)) throw new AppError('FORBIDDEN', UPLOAD_REFUSAL_KEYS[purpose]);
}

/**
 * Content media belongs to the provider's content, not to a tenant: it is kept under the provider's subscription
 * (even while its author emulates a customer) and counted against no customer's storage. Everything else belongs to
 * the subscription the uploader works in.
 */
export function owningSubscriptionId(actor: Actor, purpose: UploadPurpose): string {
  return purpose === 'content' ? PROVIDER_SUBSCRIPTION_ID : actor.subscriptionId;
}

/** What the read check needs to know of a blob besides who uses it. */
export interface ReadableBlobFacts {
  visibility: BlobVisibility;
  subscriptionId: string;
  uploadedByUserId: string;
  /** Whether content that uses the blob is licensed to the reader's subscription (find-readable-blob.ts). */
  usedByLicensedContent: boolean;
}

/**
 * Who may read a stored file. A brand image is public (sign-in pages show it). Content media may be read by content
 * authors, and by anyone whose subscription holds a licence for content that uses it (those who take it and those who
 * manage it). An import file (a spreadsheet of people) stays inside its own subscription, with the person who uploaded
 * it to import. Everyone else is told the file does not exist.
 */
export function canReadBlob(actor: Actor | null, blob: ReadableBlobFacts): boolean {
  if (blob.visibility === 'brand') return true;
  if (!actor) return false;
  if (blob.visibility === 'content') return actorHasRole(actor, Role.Administration) || blob.usedByLicensedContent;
  return blob.subscriptionId === actor.subscriptionId && blob.uploadedByUserId === actor.userId;
}
