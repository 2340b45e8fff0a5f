import {
  type AssessmentAnalysisInput,
  assessmentAnalysisInputSchema,
  type QuestionAnalysisInput,
  questionAnalysisInputSchema,
} from '@roadmark/domain/analysis/analysis-filter';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { assertStaff } from '../dashboards/provider-scope.ts';
import { questions } from '../questions/question.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import type { CountedSessionsFilter } from './counted-sessions.ts';

export interface AnalysedAssessment {
  id: string;
  name: string;
  assessmentType: string;
}

export interface AnalysedQuestion {
  id: string;
  name: string;
  questionType: string;
  imageBlobReferenceId: string | null;
}

async function assessmentOrNotFound(db: Executor, id: string): Promise<AnalysedAssessment> {
  const [assessment] = await db
    .select({ id: assessments.id, name: assessments.name, assessmentType: assessments.assessmentType })
    .from(assessments)
    .where(eq(assessments.id, id));
  if (!assessment) throw notFound();
  return assessment;
}

async function subscriptionMustExist(db: Executor, id: string | null | undefined): Promise<void> {
  if (!id) return;
  const [subscription] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id));
  if (!subscription) throw notFound();
}

function filterOf(
  input: Pick<AssessmentAnalysisInput, 'from' | 'to' | 'subscriptionId'>,
  assessmentId: string | null,
): CountedSessionsFilter {
  return {
    assessmentId,
    from: input.from ?? null,
    to: input.to ?? null,
    subscriptionId: input.subscriptionId ?? null,
  };
}

/**
 * Who may analyse, what, and over which sessions: staff only (item analysis shows every customer's answers to the
 * provider's content); an unknown assessment, question or subscription is not found. Archived content is analysed
 * too: its sessions still happened.
 */
export async function assessmentAnalysisScope({ actor, input, db }: { actor: Actor; input: unknown; db: Executor }) {
  assertStaff(actor);
  const parsed = parseInput(assessmentAnalysisInputSchema, input);
  const assessment = await assessmentOrNotFound(db, parsed.assessmentId);
  await subscriptionMustExist(db, parsed.subscriptionId);
  return { assessment, filter: filterOf(parsed, assessment.id) };
}

export async function questionAnalysisScope({ actor, input, db }: { actor: Actor; input: unknown; db: Executor }) {
  assertStaff(actor);
  const parsed: QuestionAnalysisInput = parseInput(questionAnalysisInputSchema, input);
  const [question] = await db
    .select({
      id: questions.id,
      name: questions.name,
      questionType: questions.questionType,
      imageBlobReferenceId: questions.imageBlobReferenceId,
    })
    .from(questions)
    .where(eq(questions.id, parsed.questionId));
  if (!question) throw notFound();
  const assessment = parsed.assessmentId ? await assessmentOrNotFound(db, parsed.assessmentId) : null;
  await subscriptionMustExist(db, parsed.subscriptionId);
  return {
    question: question as AnalysedQuestion,
    assessment,
    filter: filterOf(parsed, assessment?.id ?? null),
  };
}
