import { idSchema } from '@roadmark/domain/ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import type { AssessmentDashboard } from './assessment-dashboard.ts';
import { assessmentFigures } from './assessment-figures.ts';
import { customerCompletionsByMonth } from './completions-by-month.ts';
import { assertStaff, CUSTOMERS, liveAssessments } from './provider-scope.ts';

/** /administration/dashboard/assessment/{id} and /training/{id}: one assessment over all customers. */
export async function providerAssessmentDashboard({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<AssessmentDashboard> {
  assertStaff(actor);
  const { assessmentId } = parseInput(z.object({ assessmentId: idSchema }), args);
  const shown = liveAssessments(sql`a.id = ${assessmentId}`);
  const [assessment] = await assessmentFigures(db, CUSTOMERS, shown);
  if (!assessment) throw notFound();
  return {
    assessment,
    allowExport: false,
    completionsByMonth: await customerCompletionsByMonth(db, assessmentId),
    scoreBands: assessment.scoreBands,
  };
}
