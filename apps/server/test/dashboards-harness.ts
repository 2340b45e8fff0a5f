import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { userAssessmentAssignments } from '../src/modules/assignments/user-assessment-assignment.table.ts';
import { profiles } from '../src/modules/people/profile.table.ts';
import { userDriverMetrics } from '../src/modules/safety-metrics/user-driver-metric.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssessment, buildTeam, joinTeam, license } from './assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';
import { buildMetric, insertSession as insertSessionAt } from './sessions-harness.ts';

const DAY = 24 * 60 * 60 * 1000;

export const PERSON_DASHBOARD = `query ($profileId: ID, $userId: ID) {
  meDashboardViewModel(profileId: $profileId, userId: $userId) {
    profileId userId firstName lastName subscriptionId subscriptionName subscriptionType isOwnDashboard canRestart
    overallScore overallRisk
    riskExplanation { score category pulledDown { driverMetricId name value band } nextBand { category targetScore pointsNeeded } }
    metrics { driverMetricId name value }
    items {
      assessmentId name assessmentType status assigned teamAssignment targetDate recommended earlierUnfinished retakeAllowed
      latestSession { id isFinished totalScore riskCategory markedSuspicious endDate }
      historic { id totalScore endDate }
    }
  }
}`;

export const DISTRIBUTION = 'high medium low notAssessed';

/** A session as if taken (finished unless told otherwise), ended `daysAgo` days ago. */
export function insertSession(
  db: Database,
  { daysAgo = 0, ...values }: Omit<Parameters<typeof insertSessionAt>[1], 'endDate'> & { daysAgo?: number },
): Promise<string> {
  return insertSessionAt(db, { ...values, endDate: new Date(Date.now() - daysAgo * DAY) });
}

export async function nameProfile(db: Database, user: BuiltUser, firstName: string, lastName: string) {
  await db.update(profiles).set({ firstName, lastName }).where(eq(profiles.userId, user.id));
}

export async function assign(
  db: Database,
  values: {
    subscriptionId: string;
    assessmentId: string;
    userId?: string;
    subscriptionTeamId?: string;
    dueInDays?: number;
  },
) {
  await db.insert(userAssessmentAssignments).values({
    id: crypto.randomUUID(),
    subscriptionId: values.subscriptionId,
    assessmentId: values.assessmentId,
    userId: values.userId ?? null,
    subscriptionTeamId: values.subscriptionTeamId ?? null,
    targetDate: new Date(Date.now() + (values.dueInDays ?? 30) * DAY),
  });
}

export async function setMetric(
  db: Database,
  subscriptionId: string,
  userId: string,
  driverMetricId: string,
  value: number,
) {
  await db
    .insert(userDriverMetrics)
    .values({ id: crypto.randomUUID(), subscriptionId, userId, driverMetricId, currentValue: value });
}

/**
 * Acme Haulage: teams Day shift (Ann Archer, Ben Baker) and Night shift (Cat Carter), Dan Dale without a team and
 * Eve Evans who has done nothing; a driver manager in Day shift and an overview manager. Licensed: Hazard
 * perception and Braking (assessments) and Night driving (training). Sessions:
 * - Ann: Hazard 20 then 90 (latest finished 90), Braking 60 → overall 75 (Low); an unfinished Braking retry.
 * - Ben: Hazard 10 (High), marked suspicious → overall 10 (High).
 * - Cat: Hazard 50 → overall 50 (Medium); Night driving finished.
 * - Dan: Hazard unfinished only → Not assessed.
 * Rival Freight has its own team, driver and a finished session.
 */
export async function buildDashboardWorld(db: Database) {
  const acme = await buildSubscription(db, { companyName: 'Acme Haulage' });
  const rival = await buildSubscription(db, { companyName: 'Rival Freight' });
  const user = (subscriptionId: string, roleGroup: RoleGroupName = RoleGroupName.Driver) =>
    buildUser(db, { subscriptionId, roleGroup });
  const world = {
    acmeId: acme.id,
    rivalId: rival.id,
    dayTeam: await buildTeam(db, acme.id, 'Day shift'),
    nightTeam: await buildTeam(db, acme.id, 'Night shift'),
    rivalTeam: await buildTeam(db, rival.id, 'Rival team'),
    ann: await user(acme.id),
    ben: await user(acme.id),
    cat: await user(acme.id),
    dan: await user(acme.id),
    eve: await user(acme.id),
    dayManager: await user(acme.id, RoleGroupName.DriverManager),
    overviewManager: await user(acme.id, RoleGroupName.OverviewManager),
    rivalManager: await user(rival.id, RoleGroupName.OverviewManager),
    rivalDriver: await user(rival.id),
    hazard: await buildAssessment(db, 'Hazard perception'),
    braking: await buildAssessment(db, 'Braking'),
    night: await buildAssessment(db, 'Night driving', { assessmentType: 'TrainingModule' }),
    unlicensed: await buildAssessment(db, 'Unlicensed'),
    speed: await buildMetric(db, 'Speed', 50),
    hazards: await buildMetric(db, 'Hazards', 50),
  };
  const names: [BuiltUser, string, string][] = [
    [world.ann, 'Ann', 'Archer'],
    [world.ben, 'Ben', 'Baker'],
    [world.cat, 'Cat', 'Carter'],
    [world.dan, 'Dan', 'Dale'],
    [world.eve, 'Eve', 'Evans'],
    [world.dayManager, 'Mia', 'Manager'],
    [world.overviewManager, 'Oli', 'Overview'],
  ];
  for (const [person, first, last] of names) await nameProfile(db, person, first, last);
  await joinTeam(db, world.ann, world.dayTeam);
  await joinTeam(db, world.ben, world.dayTeam);
  await joinTeam(db, world.dayManager, world.dayTeam);
  await joinTeam(db, world.cat, world.nightTeam);
  await joinTeam(db, world.rivalDriver, world.rivalTeam);
  for (const assessmentId of [world.hazard, world.braking, world.night]) await license(db, acme.id, assessmentId, 1);
  await license(db, rival.id, world.hazard);

  const acmeId = acme.id;
  await assign(db, {
    subscriptionId: acmeId,
    assessmentId: world.hazard,
    subscriptionTeamId: world.dayTeam,
    dueInDays: 3,
  });
  await assign(db, { subscriptionId: acmeId, assessmentId: world.braking, userId: world.ann.id, dueInDays: -2 });
  await assign(db, { subscriptionId: acmeId, assessmentId: world.hazard, userId: world.dan.id });
  await assign(db, { subscriptionId: acmeId, assessmentId: world.hazard, userId: world.eve.id });
  await assign(db, { subscriptionId: acmeId, assessmentId: world.night, subscriptionTeamId: world.nightTeam });

  const session = (userId: string, assessmentId: string, totalScore: number | null, daysAgo: number, extra = {}) =>
    insertSession(db, { subscriptionId: acmeId, userId, assessmentId, totalScore, daysAgo, ...extra });
  const sessions = {
    annHazardOld: await session(world.ann.id, world.hazard, 20, 40),
    annHazard: await session(world.ann.id, world.hazard, 90, 10),
    annBraking: await session(world.ann.id, world.braking, 60, 5),
    annBrakingRetry: await session(world.ann.id, world.braking, null, 1, { finished: false }),
    benHazard: await session(world.ben.id, world.hazard, 10, 3, { markedSuspicious: true }),
    catHazard: await session(world.cat.id, world.hazard, 50, 2),
    catNight: await session(world.cat.id, world.night, 100, 2),
    danHazard: await session(world.dan.id, world.hazard, null, 0, { finished: false }),
    rival: await insertSession(db, {
      subscriptionId: rival.id,
      userId: world.rivalDriver.id,
      assessmentId: world.hazard,
      totalScore: 5,
    }),
  };
  await setMetric(db, acmeId, world.ann.id, world.speed, 80);
  await setMetric(db, acmeId, world.ann.id, world.hazards, 25);
  return { ...world, sessions };
}
