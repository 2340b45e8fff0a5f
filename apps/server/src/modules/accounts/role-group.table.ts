import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

export const roleGroups = pgTable('role_groups', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
});

export const roleGroupRoles = pgTable(
  'role_group_roles',
  {
    roleGroupId: uuid()
      .notNull()
      .references(() => roleGroups.id),
    role: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleGroupId, t.role] })],
);
