import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { and, eq, sql } from 'drizzle-orm';
import { assessments } from '../src/modules/assessments/assessment.table.ts';
import { userAssessmentAssignments } from '../src/modules/assignments/user-assessment-assignment.table.ts';
import { driverMetricRecommendations } from '../src/modules/content-rules/content-rule.table.ts';
import { subscriptionAssessments } from '../src/modules/licensing/subscription-assessment.table.ts';
import { profiles } from '../src/modules/people/profile.table.ts';
import { driverMetrics } from '../src/modules/safety-metrics/driver-metric.table.ts';
import { subscriptionTeams } from '../src/modules/teams/subscription-team.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { PRODUCT_EVENT_KIND } from '../src/platform/events/record-event.ts';
import { outboxMessages } from '../src/platform/outbox/outbox.table.ts';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';

export const ASSIGNMENT_FIELDS =
  'id subscriptionId userId subscriptionTeamId assessmentId targetDate maxRestarts archived';

export const CREATE_ASSIGNMENT = `mutation ($model: UserAssessmentAssignmentInput!) {
  createUserAssessmentAssignment(model: $model) { ${ASSIGNMENT_FIELDS} }
}`;
export const UPDATE_ASSIGNMENT = `mutation ($model: UserAssessmentAssignmentInput!) {
  updateUserAssessmentAssignment(model: $model) { ${ASSIGNMENT_FIELDS} }
}`;
export const DELETE_ASSIGNMENT = `mutation ($id: ID!) { deleteUserAssessmentAssignment(id: $id) { ${ASSIGNMENT_FIELDS} } }`;
export const REQUIRED_ASSESSMENTS = `query ($subscriptionId: ID, $profileId: ID, $subscriptionTeamId: ID,
  $assessmentTypes: [AssessmentType!], $search: String) {
  requiredAssessments(subscriptionId: $subscriptionId, profileId: $profileId, subscriptionTeamId: $subscriptionTeamId,
    assessmentTypes: $assessmentTypes, search: $search) {
    assessmentId name assessmentType licenceMaxRestarts recommended
    assignment { ${ASSIGNMENT_FIELDS} } teamAssignment { ${ASSIGNMENT_FIELDS} }
  }
}`;

export interface AssignmentResult {
  id: string;
  subscriptionId: string;
  userId: string | null;
  subscriptionTeamId: string | null;
  assessmentId: string;
  targetDate: string;
  maxRestarts: number;
  archived: boolean;
}

export async function buildAssessment(
  db: Database,
  name: string,
  values: Partial<typeof assessments.$inferInsert> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(assessments).values({ id, name, assessmentType: 'Assessment', tileText: name, ...values });
  return id;
}

export async function license(db: Database, subscriptionId: string, assessmentId: string, maxRestarts = 0) {
  await db
    .insert(subscriptionAssessments)
    .values({ id: crypto.randomUUID(), subscriptionId, assessmentId, maxRestarts });
}

export async function buildTeam(db: Database, subscriptionId: string, name = 'Night shift'): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(subscriptionTeams).values({ id, subscriptionId, name });
  return id;
}

export async function profileOf(db: Database, user: BuiltUser) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  return profile!;
}

export async function joinTeam(db: Database, user: BuiltUser, subscriptionTeamId: string) {
  await db.update(profiles).set({ subscriptionTeamId }).where(eq(profiles.userId, user.id));
}

/** Recommends the assessment to people whose value of a new metric (starting at startValue) lies in [min, max]. */
export async function recommend(db: Database, assessmentId: string, startValue: number, min: number, max: number) {
  const driverMetricId = crypto.randomUUID();
  await db.insert(driverMetrics).values({
    id: driverMetricId,
    subscriptionId: PROVIDER_SUBSCRIPTION_ID,
    name: `Metric ${driverMetricId}`,
    startValue,
  });
  await db.insert(driverMetricRecommendations).values({
    id: crypto.randomUUID(),
    targetId: assessmentId,
    targetType: 'Assessment',
    driverMetricId,
    minScore: min,
    maxScore: max,
  });
}

export function storedAssignments(db: Database, subscriptionId: string) {
  return db
    .select()
    .from(userAssessmentAssignments)
    .where(eq(userAssessmentAssignments.subscriptionId, subscriptionId));
}

export async function assignedEvents(db: Database, subscriptionId: string) {
  const rows = await db
    .select({ payload: outboxMessages.payload })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, PRODUCT_EVENT_KIND),
        eq(outboxMessages.subscriptionId, subscriptionId),
        sql`${outboxMessages.payload} ->> 'event' like '%.assigned'`,
      ),
    )
    .orderBy(outboxMessages.createdAt);
  return rows.map((row) => row.payload as { event: string; data: Record<string, unknown> });
}

/**
 * A customer with an overview manager, a driver manager, a manager person, two drivers (one in a team) and two
 * licensed assessments (hazard: an assessment allowing 3 restarts; night: training allowing none); and a rival
 * subscription with its own manager, driver, team and licence of hazard.
 */
export async function buildAssignmentWorld(db: Database) {
  const customer = await buildSubscription(db, { companyName: 'Acme Haulage' });
  const rival = await buildSubscription(db, { companyName: 'Rival Freight' });
  const user = (subscriptionId: string, roleGroup: RoleGroupName) => buildUser(db, { subscriptionId, roleGroup });
  const world = {
    customerId: customer.id,
    rivalId: rival.id,
    staff: await user(PROVIDER_SUBSCRIPTION_ID, RoleGroupName.Staff),
    otherStaff: await user(PROVIDER_SUBSCRIPTION_ID, RoleGroupName.Staff),
    overviewManager: await user(customer.id, RoleGroupName.OverviewManager),
    driverManager: await user(customer.id, RoleGroupName.DriverManager),
    managerPerson: await user(customer.id, RoleGroupName.DriverManager),
    teamDriver: await user(customer.id, RoleGroupName.Driver),
    loneDriver: await user(customer.id, RoleGroupName.Driver),
    rivalManager: await user(rival.id, RoleGroupName.OverviewManager),
    rivalDriver: await user(rival.id, RoleGroupName.Driver),
    teamId: await buildTeam(db, customer.id),
    rivalTeamId: await buildTeam(db, rival.id, 'Rival team'),
    hazard: await buildAssessment(db, 'Hazard perception'),
    night: await buildAssessment(db, 'Night driving', { assessmentType: 'TrainingModule' }),
    unlicensed: await buildAssessment(db, 'Unlicensed braking'),
  };
  await joinTeam(db, world.teamDriver, world.teamId);
  await license(db, customer.id, world.hazard, 3);
  await license(db, customer.id, world.night, 0);
  await license(db, rival.id, world.hazard, 1);
  await license(db, PROVIDER_SUBSCRIPTION_ID, world.hazard, 2);
  return world;
}
