import { overallScore } from '@roadmark/domain/dashboards/overall-risk';
import { type MetricValue, type RiskExplanation, riskExplanation } from '@roadmark/domain/dashboards/risk-explanation';
import { retakeAllowed } from '@roadmark/domain/delivery/retakes';
import { personSessionStatus, type SessionStatus } from '@roadmark/domain/delivery/session-status';
import { idSchema } from '@roadmark/domain/ids';
import { type RiskCategory, riskCategory } from '@roadmark/domain/risk';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { userAssessmentAssignments } from '../assignments/user-assessment-assignment.table.ts';
import { recommendedAssessmentIds } from '../content-rules/recommended-assessments.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { profiles } from '../people/profile.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { userDriverMetrics } from '../safety-metrics/user-driver-metric.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { canRestart } from '../sessions/session.policy.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';

const argsSchema = z.object({ profileId: idSchema.nullish(), userId: idSchema.nullish() });

export interface DashboardSessionView {
  id: string;
  startDate: string;
  endDate: string | null;
  isFinished: boolean;
  markedSuspicious: boolean;
  totalScore: number | null;
  riskCategory: RiskCategory;
}

export interface PersonDashboardItem {
  assessmentId: string;
  name: string;
  tileDescription: string;
  assessmentType: 'Assessment' | 'TrainingModule';
  status: SessionStatus;
  assigned: boolean;
  teamAssignment: boolean;
  targetDate: string | null;
  recommended: boolean;
  latestSession: DashboardSessionView | null;
  earlierUnfinished: number;
  historic: DashboardSessionView[];
  retakeAllowed: boolean;
}

export interface PersonDashboard {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  subscriptionId: string;
  subscriptionName: string;
  subscriptionType: 'Subscription' | 'Distributor' | 'Study';
  isOwnDashboard: boolean;
  canRestart: boolean;
  overallScore: number | null;
  overallRisk: RiskCategory;
  riskExplanation: RiskExplanation;
  metrics: MetricValue[];
  items: PersonDashboardItem[];
}

type ProfileRow = typeof profiles.$inferSelect;
type SessionRow = typeof assessmentSessions.$inferSelect;
type AssessmentRow = Pick<
  typeof assessments.$inferSelect,
  'id' | 'name' | 'tileText' | 'assessmentType' | 'highRiskBelow' | 'mediumRiskBelow'
>;

/** Whose dashboard it is: the actor's own (no id, or their own id), or a person the actor manages. */
async function viewedProfile(db: Executor, actor: Actor, args: z.infer<typeof argsSchema>) {
  const own = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, actor.userId), eq(profiles.archived, false)))
    .limit(1);
  const ownProfile = own[0];
  const asksForOwn =
    (!args.profileId && !args.userId) || args.profileId === ownProfile?.id || args.userId === actor.userId;
  if (asksForOwn) {
    if (!ownProfile) throw notFound();
    return { profile: ownProfile, isOwn: true };
  }
  const by = args.profileId ? { profileId: args.profileId } : { userId: args.userId! };
  const { profile } = await loadManagedPerson(db, actor, by);
  return { profile, isOwn: false };
}

function sessionView(session: SessionRow, assessment: AssessmentRow): DashboardSessionView {
  const scored = session.isFinished && assessment.assessmentType === 'Assessment';
  return {
    id: session.id,
    startDate: session.startDate.toISOString(),
    endDate: session.endDate?.toISOString() ?? null,
    isFinished: session.isFinished,
    markedSuspicious: session.markedSuspicious,
    totalScore: session.isFinished ? session.totalScore : null,
    riskCategory: scored ? riskCategory(session.totalScore, assessment) : 'NotAssessed',
  };
}

/**
 * The person's own or team assignments that apply, by assessment (their own wins:
 * docs/product/assignments-and-licences.md#assignments).
 */
async function applyingAssignments(db: Executor, profile: ProfileRow) {
  const t = userAssessmentAssignments;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.archived, false),
        profile.subscriptionTeamId
          ? or(
              eq(t.userId, profile.userId),
              and(sql`${t.userId} is null`, eq(t.subscriptionTeamId, profile.subscriptionTeamId)),
            )
          : eq(t.userId, profile.userId),
      ),
    );
  const byAssessment = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const held = byAssessment.get(row.assessmentId);
    if (!held || (held.userId === null && row.userId !== null)) byAssessment.set(row.assessmentId, row);
  }
  return byAssessment;
}

/** The measured safety metrics of the person, by name (radar chart and driver overview). */
async function measuredMetrics(db: Executor, userId: string): Promise<MetricValue[]> {
  const rows = await db
    .select({ metricId: driverMetrics.id, name: driverMetrics.name, value: userDriverMetrics.currentValue })
    .from(userDriverMetrics)
    .innerJoin(
      driverMetrics,
      and(eq(driverMetrics.id, userDriverMetrics.driverMetricId), eq(driverMetrics.archived, false)),
    )
    .where(and(eq(userDriverMetrics.userId, userId), eq(userDriverMetrics.archived, false)))
    .orderBy(asc(sql`lower(${driverMetrics.name})`), asc(driverMetrics.id));
  return rows;
}

/**
 * The person's dashboard (meDashboardViewModel, docs/product/dashboards.md#a-persons-dashboard): every assessment and
 * training module they are assigned, have sessions of, or are recommended (if licensed), with where they stand; their
 * safety metrics; their overall risk by the subscription's thresholds and what pulled it down.
 */
export async function personDashboard({ actor, input: args, db }: UseCaseCall<unknown>): Promise<PersonDashboard> {
  const parsed = parseInput(argsSchema, args);
  const { profile, isOwn } = await viewedProfile(db, actor, parsed);
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, profile.subscriptionId));
  if (!subscription) throw notFound();
  if (!isOwn) await findVisibleSubscription(db, actor, subscription.id);

  const assignments = await applyingAssignments(db, profile);
  const sessions = await db
    .select()
    .from(assessmentSessions)
    .where(
      and(
        eq(assessmentSessions.userId, profile.userId),
        eq(assessmentSessions.archived, false),
        eq(assessmentSessions.isPreview, false),
      ),
    );
  const licences = await db
    .select({ assessmentId: subscriptionAssessments.assessmentId, maxRestarts: subscriptionAssessments.maxRestarts })
    .from(subscriptionAssessments)
    .where(
      and(eq(subscriptionAssessments.subscriptionId, subscription.id), eq(subscriptionAssessments.archived, false)),
    );
  const licensed = new Map(licences.map((licence) => [licence.assessmentId, licence.maxRestarts]));
  const recommended = await recommendedAssessmentIds(db, profile.userId, [...licensed.keys()]);

  const shownIds = new Set<string>([
    ...[...assignments.keys()].filter((id) => licensed.has(id)),
    ...sessions.map((session) => session.assessmentId),
    ...recommended,
  ]);
  const shown =
    shownIds.size === 0
      ? []
      : await db
          .select({
            id: assessments.id,
            name: assessments.name,
            tileText: assessments.tileText,
            assessmentType: assessments.assessmentType,
            highRiskBelow: assessments.highRiskBelow,
            mediumRiskBelow: assessments.mediumRiskBelow,
          })
          .from(assessments)
          .where(inArray(assessments.id, [...shownIds]))
          .orderBy(asc(sql`lower(${assessments.name})`), asc(assessments.id));

  const items = shown.map((assessment): PersonDashboardItem => {
    const own = sessions.filter((session) => session.assessmentId === assessment.id);
    const standing = personSessionStatus(own);
    const assignment = licensed.has(assessment.id) ? assignments.get(assessment.id) : undefined;
    return {
      assessmentId: assessment.id,
      name: assessment.name,
      tileDescription: assessment.tileText,
      assessmentType: assessment.assessmentType,
      status: standing.status,
      assigned: !!assignment,
      teamAssignment: !!assignment && assignment.userId === null,
      targetDate: assignment?.targetDate.toISOString() ?? null,
      recommended: recommended.has(assessment.id),
      latestSession: standing.latest ? sessionView(standing.latest, assessment) : null,
      earlierUnfinished: standing.earlierUnfinished,
      historic: standing.historic.map((session) => sessionView(session, assessment)),
      retakeAllowed: retakeAllowed(own.length, assignment?.maxRestarts ?? licensed.get(assessment.id) ?? 0, true),
    };
  });

  const latestScores = shown
    .filter((assessment) => assessment.assessmentType === 'Assessment' && licensed.has(assessment.id))
    .map((assessment) => {
      const finished = sessions
        .filter((session) => session.assessmentId === assessment.id && session.isFinished)
        .sort((a, b) => (b.endDate?.getTime() ?? 0) - (a.endDate?.getTime() ?? 0))[0];
      return finished?.totalScore ?? null;
    });
  const score = overallScore(latestScores);
  const metrics = await measuredMetrics(db, profile.userId);
  const explanation = riskExplanation(score, metrics, subscription);
  return {
    profileId: profile.id,
    userId: profile.userId,
    firstName: profile.firstName,
    lastName: profile.lastName,
    subscriptionId: subscription.id,
    subscriptionName: subscription.companyName,
    subscriptionType: subscription.subscriptionType,
    isOwnDashboard: isOwn,
    canRestart: canRestart(actor),
    overallScore: score,
    overallRisk: explanation.category,
    riskExplanation: explanation,
    metrics,
    items,
  };
}
