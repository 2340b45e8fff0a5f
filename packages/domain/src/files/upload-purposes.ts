import type { MessageKey } from '../messages.ts';
import { hasAnyRole, Role } from '../roles.ts';

/**
 * What a file is uploaded for (`POST /api/files/upload?purpose=...`). Each purpose names who needs to upload it:
 * - content: media of the provider's assessments and questions, and the images of their rich text (the rich-text
 *   editor appears only on the content authoring screens), uploaded by content authors (Roadmark staff);
 * - brand: a subscription's logo, uploaded by those who administer subscriptions or distributors;
 * - import: a spreadsheet of people or assignments, uploaded by those who manage drivers.
 * Drivers and study participants upload nothing.
 */
export const UPLOAD_PURPOSES = ['content', 'brand', 'import'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_ROLES: Record<UploadPurpose, readonly Role[]> = {
  content: [Role.Administration],
  brand: [Role.SubscriptionAdministration, Role.DistributorAdministration, Role.Administration],
  import: [Role.DriverManagement],
};

/** Why an upload for this purpose is refused to someone signed in without its roles. */
export const UPLOAD_REFUSAL_KEYS: Record<UploadPurpose, MessageKey> = {
  content: 'errors.uploadContentNotAllowed',
  brand: 'errors.uploadBrandNotAllowed',
  import: 'errors.uploadImportNotAllowed',
};

export function isUploadPurpose(value: unknown): value is UploadPurpose {
  return typeof value === 'string' && (UPLOAD_PURPOSES as readonly string[]).includes(value);
}

export function canUploadFor(roles: readonly string[], purpose: UploadPurpose): boolean {
  return hasAnyRole(roles, UPLOAD_ROLES[purpose]) && UPLOAD_ROLES[purpose].length > 0;
}
