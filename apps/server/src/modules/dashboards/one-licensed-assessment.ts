import { idSchema } from '@roadmark/domain/ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { rowsOf } from '../../platform/db/raw-rows.ts';
import { notFound } from '../../platform/errors.ts';
import type { DashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { licensedAssessments } from './assessment-figures.ts';

/** The arguments of a dashboard about one assessment. */
export const assessmentArgsSchema = z.object({ assessmentId: idSchema });

/** The one licensed assessment a dashboard is about, as `shown` columns; anything else is not found. */
export async function oneLicensed(db: Executor, scope: DashboardScope, assessmentId: string) {
  const shown = licensedAssessments(scope, sql`a.id = ${assessmentId}`);
  const [found] = rowsOf<{ id: string }>(await db.execute(sql`select id from (${shown}) one`));
  if (!found) throw notFound();
  return shown;
}
