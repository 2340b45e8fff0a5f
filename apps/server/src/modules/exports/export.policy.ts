import { hasAnyRole, Role } from '@roadmark/domain/roles';
import { type Actor, actorHasRole } from '../../platform/auth/actor.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { PEOPLE_MANAGER_ROLES } from '../accounts/managed-account.ts';

/**
 * The subscription dashboard and its results exports are for the manager roles
 * (docs/product/imports-and-exports.md#who-may-export).
 */
const RESULTS_ROLES = [Role.SubscriptionAdministration, Role.DriverManagement];

/** Provider staff only (seat breakdown, event data, /manage/study/export: docs/product/roles.md#staff-only-actions). */
export function assertStaff(actor: Actor): void {
  if (!actorHasRole(actor, Role.Administration)) throw forbidden();
}

/** Someone who manages people (the people lists, imports and their template). */
export function assertPeopleManager(actor: Actor): void {
  if (!hasAnyRole(actor.roles, PEOPLE_MANAGER_ROLES)) throw forbidden();
}

export function assertResultsViewer(actor: Actor): void {
  if (!hasAnyRole(actor.roles, RESULTS_ROLES)) throw forbidden();
}

/**
 * An export with people's names, emails, PINs or scores (the people, results, detailed results, dashboard and seat
 * breakdown exports) is there only when the subscription has allowExport; the assignment template then lists no one.
 * The study export is the study's own research data, named by participant identifiers, and is not held back.
 */
export function assertExportAllowed(subscription: { allowExport: boolean }): void {
  if (!subscription.allowExport) throw new AppError('FORBIDDEN', 'exports.notAllowed');
}
