import { ALL_ASSESSMENT_TYPES } from '@roadmark/domain/content/assessment-form';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { assessmentFigures, type DashboardAssessment, licensedAssessments } from './assessment-figures.ts';
import type { Page } from './dashboard-people.ts';

const typeArgsSchema = z.object({ assessmentType: z.enum(ALL_ASSESSMENT_TYPES) });

/**
 * The Assessments / Training tabs (docs/product/dashboards.md#subscription-dashboard): each licensed one with its
 * counts, average, seats and risk spread.
 */
export async function dashboardAssessments({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<DashboardAssessment>> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { assessmentType } = parseInput(typeArgsSchema, args);
  const window = listWindow(args);
  const licensed = licensedAssessments(
    scope,
    sql`a.archived = false and a.assessment_type = ${assessmentType}
      and ${window.search ? sql`a.name ilike ${containsPattern(window.search)}` : sql`true`}`,
  );
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`select count(*) as total from (${licensed}) licensed`),
  );
  const rows = await assessmentFigures(
    db,
    scope,
    sql`${licensed} order by lower(a.name), a.id offset ${window.offset} limit ${window.limit}`,
  );
  return { total: countOf(counted?.total), rows };
}
