import { idSchema } from '@roadmark/domain/ids';
import { assessmentTypesFilterSchema } from '@roadmark/domain/licensing';
import { and, asc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { notFound } from '../../platform/errors.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { recommendedAssessmentIds } from '../content-rules/recommended-assessments.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { loadManagedPerson } from '../people/load-person.ts';
import { findAssignableTeam } from './assignment.policy.ts';
import type { Assignment } from './assignment-changes.ts';
import { userAssessmentAssignments } from './user-assessment-assignment.table.ts';

const argsSchema = z
  .object({
    subscriptionId: idSchema.nullish(),
    profileId: idSchema.nullish(),
    subscriptionTeamId: idSchema.nullish(),
    assessmentTypes: assessmentTypesFilterSchema,
    search: z.string().trim().max(200).nullish(),
  })
  .refine((args) => !!args.profileId !== !!args.subscriptionTeamId, {
    message: 'validation.invalidInput',
    path: ['profileId'],
  });

export interface RequiredAssessment {
  assessmentId: string;
  name: string;
  assessmentType: 'Assessment' | 'TrainingModule';
  licenceMaxRestarts: number;
  assignment: Assignment | null;
  teamAssignment: Assignment | null;
  recommended: boolean;
}

/** Whose list it is: a person the actor manages, or a team they keep, in the asked subscription. */
async function viewedTarget(db: Executor, actor: Actor, args: z.infer<typeof argsSchema>) {
  if (args.profileId) {
    const { profile, user } = await loadManagedPerson(db, actor, { profileId: args.profileId });
    return { subscriptionId: profile.subscriptionId, userId: user.id, teamId: profile.subscriptionTeamId };
  }
  const team = await findAssignableTeam(db, actor, args.subscriptionTeamId!);
  return { subscriptionId: team.subscriptionId, userId: null, teamId: team.id };
}

function liveAssignments(db: Executor, condition: ReturnType<typeof and>) {
  return db
    .select()
    .from(userAssessmentAssignments)
    .where(and(eq(userAssessmentAssignments.archived, false), condition));
}

/**
 * The required assessments or training (docs/product/assignments-and-licences.md#assignments) of a person or a team:
 * one row per assessment licensed to the subscription, with the viewed person's or team's own assignment and, on a
 * person's list, their team's assignment (shown locked as 'Team assignment').
 */
export async function listRequiredAssessments({
  actor,
  input: args,
  db,
}: UseCaseCall<unknown>): Promise<RequiredAssessment[]> {
  const parsed = parseInput(argsSchema, args);
  const target = await viewedTarget(db, actor, parsed);
  if (parsed.subscriptionId && parsed.subscriptionId !== target.subscriptionId) throw notFound();
  const licences = await db
    .select({
      assessmentId: assessments.id,
      name: assessments.name,
      assessmentType: assessments.assessmentType,
      licenceMaxRestarts: subscriptionAssessments.maxRestarts,
    })
    .from(subscriptionAssessments)
    .innerJoin(assessments, eq(assessments.id, subscriptionAssessments.assessmentId))
    .where(
      and(
        eq(subscriptionAssessments.subscriptionId, target.subscriptionId),
        eq(subscriptionAssessments.archived, false),
        eq(assessments.archived, false),
        parsed.assessmentTypes?.length ? inArray(assessments.assessmentType, parsed.assessmentTypes) : undefined,
        parsed.search ? ilike(assessments.name, containsPattern(parsed.search)) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${assessments.name})`), asc(assessments.id));
  const assessmentIds = licences.map((licence) => licence.assessmentId);
  if (assessmentIds.length === 0) return [];
  const ofAssessments = inArray(userAssessmentAssignments.assessmentId, assessmentIds);
  const teamCondition = (teamId: string) =>
    and(
      ofAssessments,
      isNull(userAssessmentAssignments.userId),
      eq(userAssessmentAssignments.subscriptionTeamId, teamId),
    );
  const own = await liveAssignments(
    db,
    target.userId
      ? and(ofAssessments, eq(userAssessmentAssignments.userId, target.userId))
      : teamCondition(target.teamId!),
  );
  const team = target.userId && target.teamId ? await liveAssignments(db, teamCondition(target.teamId)) : [];
  const recommended = await recommendedAssessmentIds(db, target.userId, assessmentIds);
  return licences.map((licence) => ({
    ...licence,
    assignment: own.find((a) => a.assessmentId === licence.assessmentId) ?? null,
    teamAssignment: team.find((a) => a.assessmentId === licence.assessmentId) ?? null,
    recommended: recommended.has(licence.assessmentId),
  }));
}
