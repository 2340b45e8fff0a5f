import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { roleGroupRoles, roleGroups } from '../accounts/role-group.table.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { seedFoundation } from './seed-foundation.ts';

describe('seedFoundation', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds role groups, the provider subscription and one administrator, idempotently', async () => {
    const announced: string[] = [];
    const options = {
      adminEmail: 'Boss@Roadmark.test',
      announceGeneratedPassword: (_email: string, password: string) => announced.push(password),
    };
    await seedFoundation(database.db, options);
    await seedFoundation(database.db, options);

    expect(await database.db.select().from(roleGroups)).toHaveLength(ROLE_GROUPS.length);
    const roleCount = ROLE_GROUPS.reduce((sum, group) => sum + group.roles.length, 0);
    expect(await database.db.select().from(roleGroupRoles)).toHaveLength(roleCount);
    expect(await database.db.select().from(subscriptions)).toHaveLength(2);
    const admins = await database.db.select().from(users);
    expect(admins.map((u) => u.email)).toEqual(['boss@roadmark.test']);
    expect(await database.db.select().from(profiles)).toHaveLength(1);
    // Generated once, announced once, and strong enough for the password rules.
    expect(announced).toHaveLength(1);
    expect(announced[0]).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{16,}$/);
  });
});
