import { hasAnyRole, Role } from '@roadmark/domain/roles';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden, unauthenticated } from '../../platform/errors.ts';
import type { blobReferences } from './blob-reference.table.ts';

export type BlobVisibility = (typeof blobReferences.$inferSelect)['visibility'];

/** Brand images show on a subscription's pages and to people not yet signed in: uploaded by those who brand one. */
const BRAND_IMAGE_ROLES = [Role.SubscriptionAdministration, Role.DistributorAdministration, Role.Administration];

export function canUploadBrandImage(actor: Actor | null): boolean {
  return !!actor && hasAnyRole(actor.roles, BRAND_IMAGE_ROLES);
}

/** Any signed-in person may upload content media (rich text, questions, learning); brand images need a role. */
export function assertCanUpload(actor: Actor | null, visibility: BlobVisibility): asserts actor is Actor {
  if (!actor) throw unauthenticated();
  if (visibility === 'brand' && !canUploadBrandImage(actor)) throw forbidden();
  if (visibility === 'import' && !hasAnyRole(actor.roles, IMPORT_ROLES)) throw forbidden();
}

/** Imports read people out of a spreadsheet: those who manage drivers or managers may upload one. */
const IMPORT_ROLES = [Role.DriverManagement, Role.SubscriptionAdministration];

/**
 * Content media is shared across the platform (the provider's assessments play in every subscription), so every
 * signed-in person may read it; a brand image is public; an import file holds people's details, so only its uploader
 * reads it. Ids are random UUIDs, never listed to other tenants.
 */
export function canReadBlob(
  actor: Actor | null,
  blob: { visibility: BlobVisibility; uploadedByUserId: string },
): boolean {
  if (blob.visibility === 'import') return actor?.userId === blob.uploadedByUserId;
  return blob.visibility === 'brand' || actor !== null;
}
