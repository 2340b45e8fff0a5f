import { ALL_ASSESSMENT_TYPES } from '@roadmark/domain/content/assessment-form';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessmentFigures, type DashboardAssessment } from './assessment-figures.ts';
import type { Page } from './dashboard-people.ts';
import { assertStaff, CUSTOMERS, liveAssessments } from './provider-scope.ts';

const typeArgsSchema = z.object({ assessmentType: z.enum(ALL_ASSESSMENT_TYPES) });

/** Assessments and Training tabs: every live one of the type with its figures over all customers. */
export async function providerAssessments({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<DashboardAssessment>> {
  assertStaff(actor);
  const { assessmentType } = parseInput(typeArgsSchema, args);
  const window = listWindow(args);
  const shown = liveAssessments(
    sql`a.assessment_type = ${assessmentType}
      and ${window.search ? sql`a.name ilike ${containsPattern(window.search)}` : sql`true`}`,
  );
  const [counted] = rowsOf<{ total: string }>(await db.execute(sql`select count(*) as total from (${shown}) shown`));
  const rows = await assessmentFigures(
    db,
    CUSTOMERS,
    sql`${shown} order by lower(a.name), a.id offset ${window.offset} limit ${window.limit}`,
  );
  return { total: countOf(counted?.total), rows };
}
