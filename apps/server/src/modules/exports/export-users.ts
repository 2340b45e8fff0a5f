import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { assertExportAllowed, assertPeopleManager } from './export.policy.ts';
import { dateColumns, type ExportColumn, textColumn, visibleEmail } from './export-columns.ts';
import {
  type ExportContext,
  type ExportRequest,
  optionalId,
  optionalParam,
  parseExportQuery,
} from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';

const BATCH = 1000;

/** Role groups by name (any case) or id, comma-separated, as the people lists send them. */
const roleGroupsParam = z.string({ message: 'exports.roleGroupsInvalid' }).transform((text, ctx) => {
  const entries = text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const groups = entries.map((entry) =>
    ROLE_GROUPS.find((group) => group.name.toLowerCase() === entry || group.id === entry),
  );
  if (groups.some((group) => !group)) {
    ctx.addIssue({ code: 'custom', message: 'exports.roleGroupsInvalid' });
    return z.NEVER;
  }
  return groups.map((group) => group!.name);
});

const queryShape = {
  subscriptionId: optionalId,
  subscriptionTeamId: optionalId,
  filterByRoleGroups: optionalParam(roleGroupsParam),
};

interface UserRow {
  profile_id: string;
  first_name: string;
  last_name: string;
  email: string;
  team_name: string | null;
  role_group: string;
  unique_driver_pin: string;
  created_at: Date | string;
  sort_last: string;
  sort_first: string;
}

type Key = [string, string, string];

/**
 * The columns of the user import first and in its order (docs/product/imports-and-exports.md#imports), so the file
 * imports back; then the rest.
 */
function userColumns(context: ExportContext): ExportColumn<UserRow>[] {
  const t = context.t;
  return [
    textColumn(t('exports.columns.email'), (row) => visibleEmail(row.email, context), 32),
    textColumn(t('exports.columns.firstName'), (row) => row.first_name, 18),
    textColumn(t('exports.columns.lastName'), (row) => row.last_name, 18),
    textColumn(t('exports.columns.team'), (row) => row.team_name, 20),
    textColumn(t('exports.columns.securityGroup'), (row) => row.role_group, 20),
    textColumn(t('exports.columns.driverPin'), (row) => row.unique_driver_pin, 12),
    ...dateColumns<UserRow>(context, 'exports.columns.created', (row) => row.created_at),
  ];
}

function readPage(db: Executor, people: SQL) {
  return async (after: Key | null) => {
    const rows = rowsOf<UserRow>(
      await db.execute(sql`
        select p.id as profile_id, p.first_name, p.last_name, u.email, team.name as team_name, rg.name as role_group,
          p.unique_driver_pin, u.created_at, lower(p.last_name) as sort_last, lower(p.first_name) as sort_first
        from profiles p
        join users u on u.id = p.user_id and u.archived = false
        join role_groups rg on rg.id = u.role_group_id
        left join subscription_teams team on team.id = p.subscription_team_id and team.archived = false
        where p.archived = false and ${people}
          and ${after ? sql`(lower(p.last_name), lower(p.first_name), p.id) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)` : sql`true`}
        order by lower(p.last_name), lower(p.first_name), p.id
        limit ${BATCH}`),
    );
    return { rows, next: nextKey<UserRow, Key>(rows, BATCH, (row) => [row.sort_last, row.sort_first, row.profile_id]) };
  };
}

async function teamOf(db: Executor, subscriptionId: string, teamId: string) {
  const [team] = await db
    .select({ id: subscriptionTeams.id })
    .from(subscriptionTeams)
    .where(
      and(
        eq(subscriptionTeams.id, teamId),
        eq(subscriptionTeams.subscriptionId, subscriptionId),
        eq(subscriptionTeams.archived, false),
      ),
    )
    .limit(1);
  if (!team) throw notFound();
  return team.id;
}

/**
 * GET /api/export/Users (docs/product/imports-and-exports.md#exports): the live people of a subscription the actor
 * manages, of the role groups asked for (within those the actor manages), optionally of one team, by last then first
 * name. Only where the subscription allows exports (docs/product/imports-and-exports.md#who-may-export).
 */
export async function exportUsers(request: ExportRequest): Promise<PreparedExport> {
  const { db, actor } = request;
  assertPeopleManager(actor);
  const { params, context } = parseExportQuery(request, queryShape);
  const subscription = await findVisibleSubscription(db, actor, params.subscriptionId ?? actor.subscriptionId);
  const teamId = params.subscriptionTeamId ? await teamOf(db, subscription.id, params.subscriptionTeamId) : null;
  assertExportAllowed(subscription);
  const managed = managedRoleGroupNames(actor);
  const groups = params.filterByRoleGroups
    ? managed.filter((name) => params.filterByRoleGroups!.includes(name))
    : managed;
  const groupNames =
    groups.length > 0
      ? sql.join(
          groups.map((name) => sql`${name}`),
          sql`, `,
        )
      : sql`null`;
  const team = teamId ? sql`and p.subscription_team_id = ${teamId}` : sql``;
  const people = sql`p.subscription_id = ${subscription.id} and rg.name in (${groupNames}) ${team}`;
  return {
    filename: exportFilename(context, 'users', subscription.companyName),
    context,
    sheets: [exportSheet(context.t('exports.sheets.users'), userColumns(context), keysetBatches(readPage(db, people)))],
  };
}
