import { randomBytes } from 'node:crypto';
import { ROLE_GROUPS, RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import {
  PROVIDER_COMPANY_NAME,
  PROVIDER_SUBSCRIPTION_ID,
  SELF_REGISTRATION_COMPANY_NAME,
  SELF_REGISTRATION_SUBSCRIPTION_ID,
} from '@roadmark/domain/subscription-type';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Database } from '../../platform/db/database.ts';
import { createAccount } from '../accounts/create-account.ts';
import { roleGroupRoles, roleGroups } from '../accounts/role-group.table.ts';
import { users } from '../accounts/user.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

export interface SeedOptions {
  adminEmail: string;
  adminPassword?: string | undefined;
  /** Called once, only when a password had to be generated for a new administrator. */
  announceGeneratedPassword: (email: string, password: string) => void;
}

/** First-start data, safe to run on every start: role groups, the provider's subscription, one staff admin. */
export async function seedFoundation(db: Database, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    for (const group of ROLE_GROUPS) {
      await tx.insert(roleGroups).values({ id: group.id, name: group.name }).onConflictDoNothing();
      for (const role of group.roles) {
        await tx.insert(roleGroupRoles).values({ roleGroupId: group.id, role }).onConflictDoNothing();
      }
    }
    for (const [id, companyName] of [
      [PROVIDER_SUBSCRIPTION_ID, PROVIDER_COMPANY_NAME],
      [SELF_REGISTRATION_SUBSCRIPTION_ID, SELF_REGISTRATION_COMPANY_NAME],
    ] as const) {
      await tx
        .insert(subscriptions)
        .values({ id, companyName, subscriptionType: 'Subscription', maxUsers: 0 })
        .onConflictDoNothing();
    }
  });
  await seedAdministrator(db, options);
}

async function seedAdministrator(db: Database, options: SeedOptions): Promise<void> {
  const email = options.adminEmail.toLowerCase();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.normalizedEmail, email), eq(users.archived, false)))
    .limit(1);
  if (existing.length > 0) return;

  const generated = options.adminPassword ? undefined : generatePassword();
  const passwordHash = await hashPassword(options.adminPassword ?? generated!);
  await db.transaction((tx) =>
    createAccount(tx, {
      email,
      passwordHash,
      emailConfirmed: true,
      roleGroupId: roleGroupByName(RoleGroupName.Staff).id,
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      firstName: 'Roadmark',
      lastName: 'Administrator',
    }),
  );
  if (generated) options.announceGeneratedPassword(email, generated);
}

/** 20 random characters with every class the password rules ask for. */
function generatePassword(): string {
  return `${randomBytes(15).toString('base64url')}aA1!`;
}
