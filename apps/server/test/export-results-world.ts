import { withBrowserDataFallbacks } from '@roadmark/domain/delivery/browser-data';
import { RoleGroupName } from '@roadmark/domain/roles';
import { eq } from 'drizzle-orm';
import { users } from '../src/modules/accounts/user.table.ts';
import { userAssessmentAssignments } from '../src/modules/assignments/user-assessment-assignment.table.ts';
import { assessmentItemSessionOrders, assessmentSessions } from '../src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../src/modules/sessions/question-response-event.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssessment, buildTeam, joinTeam, license } from './assignments-harness.ts';
import { nameProfile } from './dashboards-harness.ts';
import { buildPerson } from './exports-harness.ts';
import { buildSubscription, buildUser } from './factories.ts';
import { buildItem, buildQuestion, insertSession } from './sessions-harness.ts';

const at = (iso: string) => new Date(iso);

async function assignAt(
  db: Database,
  values: { subscriptionId: string; assessmentId: string; userId?: string; subscriptionTeamId?: string; due: string },
) {
  await db.insert(userAssessmentAssignments).values({
    id: crypto.randomUUID(),
    subscriptionId: values.subscriptionId,
    assessmentId: values.assessmentId,
    userId: values.userId ?? null,
    subscriptionTeamId: values.subscriptionTeamId ?? null,
    targetDate: at(values.due),
  });
}

/**
 * Hazard perception's content: Junction (one part), Roundabout (two parts), a learning page (not scored) and a pool
 * of Mirror check and Blind spot from which a session presents one.
 */
async function buildHazardContent(db: Database, hazard: string) {
  const choice = 'MultipleChoiceImage' as const;
  const junction = await buildQuestion(db, { name: 'Junction', questionType: choice }, [{ score: 100 }, { score: 0 }]);
  const roundabout = await buildQuestion(db, { name: 'Roundabout', questionType: choice, numberOfSubQuestions: 2 }, [
    { score: 100, subQuestionNumber: 1 },
    { score: 50, subQuestionNumber: 2 },
  ]);
  const learning = await buildQuestion(db, { name: 'Read this', questionType: 'LearningText' });
  const mirror = await buildQuestion(db, { name: 'Mirror check', questionType: choice }, [
    { score: 100 },
    { score: 0 },
  ]);
  const blind = await buildQuestion(db, { name: 'Blind spot', questionType: choice }, [{ score: 100 }]);
  const items = {
    junction: await buildItem(db, hazard, 1, [junction.id]),
    roundabout: await buildItem(db, hazard, 2, [roundabout.id]),
    learning: await buildItem(db, hazard, 3, [learning.id]),
    pool: await buildItem(db, hazard, 4, [mirror.id, blind.id], { numberOfQuestionsToPresent: 1 }),
  };
  return { junction, roundabout, mirror, blind, items };
}

type Content = Awaited<ReturnType<typeof buildHazardContent>>;

/** What a session presented and answered: the item orders and the response events. */
async function answer(
  db: Database,
  session: { id: string; subscriptionId: string; userId: string; assessmentId: string },
  presented: [string, string][],
  responses: { itemId: string; questionId: string; answerId: string | null; part?: number; replaced?: boolean }[],
) {
  for (const [position, [itemId, questionId]] of presented.entries()) {
    await db.insert(assessmentItemSessionOrders).values({
      id: crypto.randomUUID(),
      subscriptionId: session.subscriptionId,
      assessmentSessionId: session.id,
      assessmentItemId: itemId,
      position,
      questionIds: [questionId],
    });
  }
  for (const [index, response] of responses.entries()) {
    await db.insert(questionResponseEvents).values({
      id: crypto.randomUUID(),
      subscriptionId: session.subscriptionId,
      eventDate: new Date(Date.UTC(2026, 9, 5, 14, 21, index)),
      questionId: response.questionId,
      questionAnswerId: response.answerId,
      userId: session.userId,
      assessmentId: session.assessmentId,
      assessmentItemId: response.itemId,
      assessmentSessionId: session.id,
      subQuestionNumber: response.part ?? 1,
      archived: response.replaced ?? false,
      cancelEventDate: response.replaced ? new Date(Date.UTC(2026, 9, 5, 14, 22)) : null,
    });
  }
}

async function answerHazard(db: Database, content: Content, sessions: { ann: SessionRef; cat: SessionRef }) {
  const { junction, roundabout, mirror, blind, items } = content;
  await answer(
    db,
    sessions.ann,
    [
      [items.junction, junction.id],
      [items.roundabout, roundabout.id],
      [items.pool, mirror.id],
    ],
    [
      { itemId: items.junction, questionId: junction.id, answerId: junction.answerIds[1]!, replaced: true },
      { itemId: items.junction, questionId: junction.id, answerId: junction.answerIds[0]! },
      { itemId: items.roundabout, questionId: roundabout.id, answerId: roundabout.answerIds[0]! },
      { itemId: items.roundabout, questionId: roundabout.id, answerId: roundabout.answerIds[1]!, part: 2 },
      { itemId: items.pool, questionId: mirror.id, answerId: mirror.answerIds[1]! },
    ],
  );
  await answer(
    db,
    sessions.cat,
    [
      [items.junction, junction.id],
      [items.roundabout, roundabout.id],
      [items.pool, blind.id],
    ],
    [{ itemId: items.junction, questionId: junction.id, answerId: junction.answerIds[1]! }],
  );
  await db
    .update(assessmentSessions)
    .set({ browserDataJson: withBrowserDataFallbacks({ browser: 'Firefox 140', platform: 'Linux', touch: 'false' }) })
    .where(eq(assessmentSessions.id, sessions.ann.id));
}

interface SessionRef {
  id: string;
  subscriptionId: string;
  userId: string;
  assessmentId: string;
}

/**
 * Acme Haulage (exports switched on: results name people): Day shift (Ann Archer, Ben Baker
 * with a PIN, Mia Manager the driver manager), Night shift (Cat Carter), Dan Dale, '=HYPERLINK("x")' Evans and Zed
 * Zulu without a team, Oli Overview the overview manager, Gus Gone (removed after taking Hazard perception). Licensed:
 * Hazard perception, Braking (thresholds 50/80) and Night driving (training). Every date is fixed.
 */
export async function buildResultsWorld(db: Database) {
  const acme = await buildSubscription(db, { companyName: 'Acme Haulage', allowExport: true });
  const rival = await buildSubscription(db, { companyName: 'Rival Freight', allowExport: true });
  const acmeId = acme.id;
  const dayTeam = await buildTeam(db, acmeId, 'Day shift');
  const nightTeam = await buildTeam(db, acmeId, 'Night shift');
  const person = (firstName: string, lastName: string, values: Partial<Parameters<typeof buildPerson>[1]> = {}) =>
    buildPerson(db, { subscriptionId: acmeId, firstName, lastName, ...values });
  const world = {
    acmeId,
    rivalId: rival.id,
    dayTeam,
    nightTeam,
    rivalTeam: await buildTeam(db, rival.id, 'Rival team'),
    ann: await person('Ann', 'Archer', { email: 'ann@acme.example', subscriptionTeamId: dayTeam }),
    ben: await person('Ben', 'Baker', { pin: 'BENPIN23', subscriptionTeamId: dayTeam }),
    cat: await person('Cat', 'Carter', { email: 'cat@acme.example', subscriptionTeamId: nightTeam }),
    dan: await person('Dan', 'Dale', { email: 'dan@acme.example' }),
    eve: await person('=HYPERLINK("x")', 'Evans', { email: 'eve@acme.example' }),
    gus: await person('Gus', 'Gone', { email: 'gus@acme.example' }),
    dayManager: await buildUser(db, { subscriptionId: acmeId, roleGroup: RoleGroupName.DriverManager }),
    overviewManager: await buildUser(db, { subscriptionId: acmeId, roleGroup: RoleGroupName.OverviewManager }),
    driver: await buildUser(db, { subscriptionId: acmeId }),
    rivalManager: await buildUser(db, { subscriptionId: rival.id, roleGroup: RoleGroupName.OverviewManager }),
    hazard: await buildAssessment(db, 'Hazard perception'),
    braking: await buildAssessment(db, 'Braking', { highRiskBelow: 50, mediumRiskBelow: 80 }),
    night: await buildAssessment(db, 'Night driving', { assessmentType: 'TrainingModule' }),
    unlicensed: await buildAssessment(db, 'Unlicensed'),
  };
  await nameProfile(db, world.dayManager, 'Mia', 'Manager');
  await joinTeam(db, world.dayManager, dayTeam);
  await nameProfile(db, world.overviewManager, 'Oli', 'Overview');
  await nameProfile(db, world.driver, 'Zed', 'Zulu');
  for (const id of [world.hazard, world.braking, world.night]) await license(db, acmeId, id, 1);
  await license(db, rival.id, world.hazard);
  await assignAt(db, {
    subscriptionId: acmeId,
    assessmentId: world.hazard,
    subscriptionTeamId: dayTeam,
    due: '2026-12-01T17:00:00Z',
  });
  await assignAt(db, {
    subscriptionId: acmeId,
    assessmentId: world.hazard,
    userId: world.dan.userId,
    due: '2026-11-30T12:00:00Z',
  });
  await assignAt(db, {
    subscriptionId: acmeId,
    assessmentId: world.braking,
    userId: world.ann.userId,
    due: '2026-10-31T09:00:00Z',
  });
  const take = async (userId: string, assessmentId: string, ended: string, totalScore: number | null) => {
    const values = { subscriptionId: acmeId, userId, assessmentId };
    const id = await insertSession(db, { ...values, endDate: at(ended), totalScore, finished: totalScore !== null });
    return { id, ...values };
  };
  await take(world.ann.userId, world.hazard, '2026-09-01T10:00:00Z', 20);
  const annHazard = await take(world.ann.userId, world.hazard, '2026-10-05T14:30:00Z', 90);
  await take(world.ann.userId, world.braking, '2026-10-06T09:00:00Z', 45);
  await take(world.ben.userId, world.hazard, '2026-10-06T08:00:00Z', null);
  const catHazard = await take(world.cat.userId, world.hazard, '2026-10-07T09:00:00Z', 50);
  await take(world.eve.userId, world.hazard, '2026-10-08T11:00:00Z', 75);
  await take(world.gus.userId, world.hazard, '2026-08-20T07:00:00Z', 64);
  await db.update(users).set({ archived: true }).where(eq(users.id, world.gus.userId));
  await insertSession(db, { subscriptionId: rival.id, userId: world.rivalManager.id, assessmentId: world.hazard });
  const content = await buildHazardContent(db, world.hazard);
  await answerHazard(db, content, { ann: annHazard, cat: catHazard });
  return { ...world, content, sessions: { annHazard, catHazard } };
}
