import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { resolveDashboardScope } from '../dashboard-scope/dashboard-scope.ts';
import { assessmentFigures, type DashboardAssessment, type ScoreBand } from './assessment-figures.ts';
import { completionsByMonth, type MonthCount } from './completions-by-month.ts';
import { peopleInScope } from './dashboard-sql.ts';
import { assessmentArgsSchema, oneLicensed } from './one-licensed-assessment.ts';

export interface AssessmentDashboard {
  assessment: DashboardAssessment;
  /** Whether its results may be exported (the subscription's allowExport; never across every customer). */
  allowExport: boolean;
  completionsByMonth: MonthCount[];
  scoreBands: ScoreBand[];
}

/**
 * /dashboard/assessment/{id} and /dashboard/training/{id} (docs/product/dashboards.md#assessment-dashboard): figures
 * and chart data of one assessment.
 */
export async function assessmentDashboard({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<AssessmentDashboard> {
  const scope = await resolveDashboardScope(db, actor, args);
  const { assessmentId } = parseInput(assessmentArgsSchema, args);
  const shown = await oneLicensed(db, scope, assessmentId);
  const [assessment] = await assessmentFigures(db, scope, shown);
  if (!assessment) throw notFound();
  return {
    assessment,
    allowExport: scope.subscription.allowExport,
    completionsByMonth: await completionsByMonth(
      db,
      peopleInScope(scope.people),
      sql`s.assessment_id = ${assessmentId}`,
    ),
    scoreBands: assessment.scoreBands,
  };
}
