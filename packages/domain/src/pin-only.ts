import type { z } from 'zod';
import { RoleGroupName, roleGroupByName } from './roles.ts';

/**
 * Only drivers may have an account without an email, signing in with their PIN alone: anyone who
 * manages people or content signs in with an email and a password.
 */
export function mayBePinOnly(roleGroupId: string): boolean {
  return roleGroupId === roleGroupByName(RoleGroupName.Driver).id;
}

/** Refuses a blank email for anyone who is not a driver, on the email field. */
export function requireEmailUnlessDriver(
  person: { email?: string | undefined; roleGroupId: string },
  context: z.RefinementCtx,
): void {
  if (person.email === undefined && !mayBePinOnly(person.roleGroupId)) {
    context.addIssue({ code: 'custom', path: ['email'], message: 'validation.emailRequiredUnlessDriver' });
  }
}
