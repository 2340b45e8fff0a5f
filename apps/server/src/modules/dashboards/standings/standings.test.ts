import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment, buildTeam, joinTeam, license } from '../../../../test/assignments-harness.ts';
import { assign } from '../../../../test/dashboards-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../../test/factories.ts';
import { insertSession } from '../../../../test/sessions-harness.ts';
import { TEST_ADMIN } from '../../../../test/test-app.ts';
import { createTestDatabase } from '../../../../test/test-database.ts';
import type { Database, DatabaseHandle } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/raw-rows.ts';
import { users } from '../../accounts/user.table.ts';
import { assessments } from '../../assessments/assessment.table.ts';
import { userAssessmentAssignments } from '../../assignments/user-assessment-assignment.table.ts';
import { subscriptionAssessments } from '../../licensing/subscription-assessment.table.ts';
import { profiles } from '../../people/profile.table.ts';
import { seedFoundation } from '../../seed/seed-foundation.ts';
import { assessmentSessions } from '../../sessions/assessment-session.table.ts';

/**
 * The standings, overall scores and monthly completions are kept by database triggers. After every kind of change
 * they must equal what a from-scratch reading of the sessions and licences gives (written here independently).
 */
const EXPECTED_STANDINGS = sql`
  with live as (select * from assessment_sessions where archived = false),
  latest as (
    select distinct on (user_id, assessment_id, subscription_id) * from live
    order by user_id, assessment_id, subscription_id, start_date desc, id desc
  ),
  latest_finished as (
    select distinct on (user_id, assessment_id, subscription_id) * from live where is_finished
    order by user_id, assessment_id, subscription_id, end_date desc, id desc
  ),
  counted as (
    select user_id, assessment_id, subscription_id, count(*)::int as sessions,
      (count(*) filter (where is_finished))::int as finished, max(coalesce(end_date, start_date)) as last_activity
    from live group by 1, 2, 3
  ),
  person as (
    select distinct on (p.user_id, p.subscription_id) p.user_id, p.subscription_id, p.subscription_team_id,
      not p.archived and not u.archived as live
    from profiles p join users u on u.id = p.user_id
    order by p.user_id, p.subscription_id, p.archived, u.archived, p.id
  ),
  own as (select * from user_assessment_assignments where user_id is not null and not archived),
  team as (select * from user_assessment_assignments where user_id is null and not archived),
  applying as (
    select own.user_id, own.assessment_id, own.subscription_id, own.target_date, false as team_assignment from own
    union all
    select person.user_id, team.assessment_id, person.subscription_id, team.target_date, true
    from team join person on person.subscription_team_id = team.subscription_team_id
    where not exists (select 1 from own where own.user_id = person.user_id and own.assessment_id = team.assessment_id)
  ),
  keys as (
    select user_id, assessment_id, subscription_id from counted
    union select user_id, assessment_id, subscription_id from applying
  )
  select keys.user_id, keys.assessment_id, coalesce(person.live, false) as person_live,
    person.subscription_team_id, applying.target_date::text as target_date,
    coalesce(applying.team_assignment, false) as team_assignment,
    latest.id as latest_session_id, latest.is_finished,
    latest_finished.total_score as finished_score, coalesce(counted.sessions, 0) as sessions,
    coalesce(counted.finished, 0) as finished, counted.last_activity::text as last_activity
  from keys
  left join person using (user_id, subscription_id)
  left join applying using (user_id, assessment_id, subscription_id)
  left join latest using (user_id, assessment_id, subscription_id)
  left join counted using (user_id, assessment_id, subscription_id)
  left join latest_finished using (user_id, assessment_id, subscription_id)
  order by 1, 2`;

const KEPT_STANDINGS = sql`
  select user_id, assessment_id, person_live, subscription_team_id, target_date::text as target_date, team_assignment,
    latest_session_id, latest_is_finished as is_finished, latest_finished_score as finished_score,
    session_count as sessions, finished_count as finished, last_activity_date::text as last_activity
  from person_assessment_standings order by 1, 2`;

const EXPECTED_OVERALL = sql`
  with live as (select * from assessment_sessions where archived = false and is_finished),
  latest_finished as (
    select distinct on (user_id, assessment_id, subscription_id) * from live
    order by user_id, assessment_id, subscription_id, end_date desc, id desc
  )
  select f.user_id, f.subscription_id, round(avg(f.total_score))::int as overall_score
  from latest_finished f
  join assessments a on a.id = f.assessment_id and a.assessment_type = 'Assessment'
  where f.total_score is not null and exists (
    select 1 from subscription_assessments l
    where l.subscription_id = f.subscription_id and l.assessment_id = f.assessment_id and l.archived = false)
  group by 1, 2 order by 1, 2`;

const KEPT_OVERALL = sql`select user_id, subscription_id, overall_score from person_overall_scores order by 1, 2`;

const EXPECTED_COMPLETIONS = sql`
  select subscription_id, assessment_id, to_char(end_date at time zone 'UTC', 'YYYY-MM') as month, count(*)::int as n
  from assessment_sessions where is_finished and archived = false group by 1, 2, 3 order by 1, 2, 3`;

const KEPT_COMPLETIONS = sql`
  select subscription_id, assessment_id, to_char(month, 'YYYY-MM') as month, completed_count as n
  from monthly_completions where completed_count <> 0 order by 1, 2, 3`;

async function expectKeptInStep(db: Database) {
  const read = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(query));
  expect(await read(KEPT_STANDINGS)).toEqual(await read(EXPECTED_STANDINGS));
  expect(await read(KEPT_OVERALL)).toEqual(await read(EXPECTED_OVERALL));
  expect(await read(KEPT_COMPLETIONS)).toEqual(await read(EXPECTED_COMPLETIONS));
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('person standings kept by the database', () => {
  let database: DatabaseHandle;
  let db: Database;
  let subscriptionId: string;
  let hazard: string;
  let braking: string;
  let training: string;
  let ann: BuiltUser;
  let ben: BuiltUser;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedFoundation(db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      announceGeneratedPassword: () => {},
    });
    subscriptionId = (await buildSubscription(db)).id;
    hazard = await buildAssessment(db, 'Hazard perception');
    braking = await buildAssessment(db, 'Braking');
    training = await buildAssessment(db, 'Night driving', { assessmentType: 'TrainingModule' });
    for (const id of [hazard, braking, training]) await license(db, subscriptionId, id);
    ann = await buildUser(db, { subscriptionId });
    ben = await buildUser(db, { subscriptionId });
  });
  afterAll(() => database?.close());

  it('follows sessions as they start, finish, are archived and deleted', async () => {
    const started = await insertSession(db, { subscriptionId, userId: ann.id, assessmentId: hazard, finished: false });
    await expectKeptInStep(db);
    expect(rowsOf(await db.execute(KEPT_OVERALL))).toEqual([]);

    await db
      .update(assessmentSessions)
      .set({ isFinished: true, endDate: daysAgo(0), totalScore: 40 })
      .where(eq(assessmentSessions.id, started));
    await insertSession(db, {
      subscriptionId,
      userId: ann.id,
      assessmentId: braking,
      totalScore: 81,
      endDate: daysAgo(40),
    });
    await insertSession(db, { subscriptionId, userId: ann.id, assessmentId: training, totalScore: 5 });
    await expectKeptInStep(db);
    // (40 + 81) / 2 = 60.5 rounds up; the training module does not count.
    expect(rowsOf(await db.execute(KEPT_OVERALL))).toEqual([
      { user_id: ann.id, subscription_id: subscriptionId, overall_score: 61 },
    ]);

    // A save that only moves the position changes nothing that is kept.
    await db.update(assessmentSessions).set({ currentPosition: 3 }).where(eq(assessmentSessions.id, started));
    await expectKeptInStep(db);

    const retake = await insertSession(db, { subscriptionId, userId: ann.id, assessmentId: hazard, totalScore: 90 });
    await expectKeptInStep(db);
    await db.update(assessmentSessions).set({ archived: true }).where(eq(assessmentSessions.id, retake));
    await expectKeptInStep(db);
    await db.delete(assessmentSessions).where(eq(assessmentSessions.id, started));
    await expectKeptInStep(db);
  });

  it('refreshes many people at once from one statement', async () => {
    const rows = [ann, ben].flatMap((user, index) =>
      [hazard, braking, training].map((assessmentId, offset) => ({
        id: crypto.randomUUID(),
        subscriptionId,
        userId: user.id,
        startedByUserId: user.id,
        assessmentId,
        sessionIndex: 0,
        startDate: daysAgo(index * 30 + offset + 1),
        endDate: daysAgo(index * 30 + offset),
        isFinished: true,
        totalScore: 30 + index * 20 + offset * 7,
        sessionInitializationJson: { feedbackStyle: 'SummaryFeedback', order: [] },
      })),
    );
    await db.insert(assessmentSessions).values(rows);
    await expectKeptInStep(db);
    await db.update(assessmentSessions).set({ archived: true }).where(eq(assessmentSessions.userId, ben.id));
    await expectKeptInStep(db);
  });

  it('follows the licences and the assessment type that make up the overall score', async () => {
    await insertSession(db, { subscriptionId, userId: ben.id, assessmentId: braking, totalScore: 70 });
    await expectKeptInStep(db);
    const live = and(
      eq(subscriptionAssessments.subscriptionId, subscriptionId),
      eq(subscriptionAssessments.assessmentId, braking),
    );
    await db.update(subscriptionAssessments).set({ archived: true }).where(live);
    await expectKeptInStep(db);
    await license(db, subscriptionId, braking);
    await expectKeptInStep(db);
    await db.update(assessments).set({ assessmentType: 'TrainingModule' }).where(eq(assessments.id, braking));
    await expectKeptInStep(db);
    await db.update(assessments).set({ assessmentType: 'Assessment' }).where(eq(assessments.id, braking));
    await expectKeptInStep(db);
    await db.delete(subscriptionAssessments).where(and(live, eq(subscriptionAssessments.archived, true)));
    await expectKeptInStep(db);
  });

  it('follows assignments, team moves and archived people and accounts', async () => {
    const night = await buildTeam(db, subscriptionId, 'Night shift');
    const day = await buildTeam(db, subscriptionId, 'Day shift');
    const cat = await buildUser(db, { subscriptionId });
    await joinTeam(db, cat, night);
    await assign(db, { subscriptionId, assessmentId: hazard, subscriptionTeamId: night });
    await assign(db, { subscriptionId, assessmentId: training, subscriptionTeamId: day, dueInDays: 5 });
    await expectKeptInStep(db);
    // Her own assignment takes over from the team's; archiving it hands back to the team's.
    await assign(db, { subscriptionId, assessmentId: hazard, userId: cat.id, dueInDays: 3 });
    await expectKeptInStep(db);
    await db
      .update(userAssessmentAssignments)
      .set({ archived: true })
      .where(and(eq(userAssessmentAssignments.userId, cat.id), eq(userAssessmentAssignments.assessmentId, hazard)));
    await expectKeptInStep(db);
    await joinTeam(db, cat, day);
    await expectKeptInStep(db);
    await db.update(profiles).set({ archived: true }).where(eq(profiles.userId, cat.id));
    await expectKeptInStep(db);
    await db.update(profiles).set({ archived: false }).where(eq(profiles.userId, cat.id));
    await db.update(users).set({ archived: true }).where(eq(users.id, cat.id));
    await expectKeptInStep(db);
    await db
      .update(userAssessmentAssignments)
      .set({ archived: true })
      .where(eq(userAssessmentAssignments.subscriptionTeamId, day));
    await expectKeptInStep(db);
    const kept = rowsOf<{ user_id: string }>(await db.execute(KEPT_STANDINGS));
    expect(kept.some((row) => row.user_id === cat.id)).toBe(false);
  });
});
