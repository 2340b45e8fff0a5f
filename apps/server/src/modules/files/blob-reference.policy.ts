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
}

/**
 * Content media is shared across the platform (the provider's assessments play in every subscription), so every
 * signed-in person may read it; a brand image is public. Ids are random UUIDs, never listed to other tenants.
 */
export function canReadBlob(actor: Actor | null, blob: { visibility: BlobVisibility }): boolean {
  return blob.visibility === 'brand' || actor !== null;
}
