import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { uuidList } from '../../platform/db/uuid-list.ts';
import { managedRoleGroupNames } from '../accounts/person.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { assertPeopleManager } from './export.policy.ts';
import { type ExportColumn, textColumn } from './export-columns.ts';
import { type ExportRequest, optionalId, parseExportQuery } from './export-context.ts';
import { exportSheet, type PreparedExport } from './export-file.ts';
import { exportFilename } from './export-names.ts';
import { keysetBatches, nextKey } from './keyset-batches.ts';

const BATCH = 1000;

const queryShape = {
  subscriptionId: optionalId,
  type: z.enum(['Assessment', 'TrainingModule'], { message: 'exports.typeInvalid' }),
};

interface PersonRow {
  profile_id: string;
  entry: string;
  sort_entry: string;
}

type Key = [string, string];

/** The live assessments or training modules licensed to the subscription, by name: the template's columns. */
async function licensedNames(db: Executor, subscriptionId: string, type: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select a.name from subscription_assessments licence
      join assessments a on a.id = licence.assessment_id
      where licence.subscription_id = ${subscriptionId} and licence.archived = false
        and a.archived = false and a.assessment_type = ${type}
      order by lower(a.name), a.id`),
  );
  return rows.map((row) => row.name);
}

/**
 * The live people of the subscription in a role group the actor manages (whom importUserAssessmentAssignments
 * accepts), each by the entry the import reads: the email, or the driver PIN of a PIN account.
 */
function readPage(db: Executor, people: SQL, pinSuffix: string) {
  const entry = sql`case when right(lower(u.email), ${pinSuffix.length}) = ${pinSuffix} then p.unique_driver_pin else u.email end`;
  return async (after: Key | null) => {
    const rows = rowsOf<PersonRow>(
      await db.execute(sql`
        select p.id as profile_id, ${entry} as entry, lower(${entry}) as sort_entry
        from profiles p
        join users u on u.id = p.user_id and u.archived = false
        where p.archived = false and ${people}
          and ${after ? sql`(lower(${entry}), p.id) > (${after[0]}, ${after[1]}::uuid)` : sql`true`}
        order by lower(${entry}), p.id
        limit ${BATCH}`),
    );
    return { rows, next: nextKey<PersonRow, Key>(rows, BATCH, (row) => [row.sort_entry, row.profile_id]) };
  };
}

/**
 * GET /api/export/BlankAssessmentImport (docs/product/imports-and-exports.md#imports): the assignment import's own
 * template. The header is 'Email or PIN' and the exact name of each live licensed assessment (or training module) of
 * the type; one row per person with the cells left empty (no change), for the manager to fill with Yes or No and import
 * back. The people are listed only where the subscription allows exports.
 */
export async function exportBlankAssessmentImport(request: ExportRequest): Promise<PreparedExport> {
  const { db, actor } = request;
  assertPeopleManager(actor);
  const { params, context } = parseExportQuery(request, queryShape);
  const subscription = await findVisibleSubscription(db, actor, params.subscriptionId ?? actor.subscriptionId);
  const names = await licensedNames(db, subscription.id, params.type);
  const managed = ROLE_GROUPS.filter((group) => managedRoleGroupNames(actor).includes(group.name));
  // Without allowExport the template is only its header: the manager types the addresses or PINs in.
  const people = sql`p.subscription_id = ${subscription.id} and ${subscription.allowExport}
    and u.role_group_id in (${uuidList(managed.map((group) => group.id))})`;
  const columns: ExportColumn<PersonRow>[] = [
    textColumn(context.t('exports.columns.emailOrPin'), (row) => row.entry, 32),
    ...names.map((name) => textColumn<PersonRow>(name, () => null, Math.max(12, Math.min(40, name.length + 2)))),
  ];
  const training = params.type === 'TrainingModule';
  return {
    filename: exportFilename(
      context,
      training ? 'training-assignments' : 'assessment-assignments',
      subscription.companyName,
    ),
    context,
    sheets: [
      exportSheet(
        context.t(training ? 'exports.sheets.training' : 'exports.sheets.assignments'),
        columns,
        keysetBatches(readPage(db, people, `@${context.pinEmailDomain.toLowerCase()}`)),
      ),
    ],
  };
}
