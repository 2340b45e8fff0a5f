import { eq, sql } from 'drizzle-orm';
import { users } from '../src/modules/accounts/user.table.ts';
import { questionResponseEvents } from '../src/modules/sessions/question-response-event.table.ts';
import { studyParticipants } from '../src/modules/studies/study-participant.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssessment, license } from './assignments-harness.ts';
import { buildPerson } from './exports-harness.ts';
import { buildSubscription } from './factories.ts';
import { buildItem, buildQuestion, insertSession } from './sessions-harness.ts';

export interface EventValues {
  id: string;
  questionId: string;
  itemId: string;
  answerId?: string | null;
  textInput?: string | null;
  score?: number;
  isCorrect?: boolean;
  responseTimeSeconds?: number | null;
  click?: [number, number];
  part?: number;
  at: string;
  cancelledAt?: string;
}

/** Response events of one session, each saved a second after it happened. */
export async function insertEvents(
  db: Database,
  session: { id: string; subscriptionId: string; userId: string; assessmentId: string },
  events: EventValues[],
) {
  for (const event of events) {
    const eventDate = new Date(event.at);
    await db.insert(questionResponseEvents).values({
      id: event.id,
      subscriptionId: session.subscriptionId,
      eventDate,
      createdAt: new Date(eventDate.getTime() + 1000),
      cancelEventDate: event.cancelledAt ? new Date(event.cancelledAt) : null,
      archived: !!event.cancelledAt,
      questionId: event.questionId,
      questionAnswerId: event.answerId ?? null,
      userId: session.userId,
      assessmentId: session.assessmentId,
      assessmentItemId: event.itemId,
      assessmentSessionId: session.id,
      score: event.score ?? 0,
      isCorrect: event.isCorrect ?? false,
      responseTimeSeconds: event.responseTimeSeconds ?? null,
      clickPositionX: event.click?.[0] ?? null,
      clickPositionY: event.click?.[1] ?? null,
      textInput: event.textInput ?? null,
      subQuestionNumber: event.part ?? 1,
    });
  }
}

/** A study participant as study sign-in makes one: a PIN-domain account, 'Participant {identifier}', the row. */
async function participant(db: Database, studyId: string, identifier: string) {
  const { userId } = await buildPerson(db, {
    subscriptionId: studyId,
    firstName: 'Participant',
    lastName: identifier,
    email: `participant-${crypto.randomUUID()}@pins.roadmark.local`,
  });
  await db
    .insert(studyParticipants)
    .values({ id: crypto.randomUUID(), subscriptionId: studyId, userIdentifier: identifier, userId });
  return userId;
}

/**
 * The Road Study (one licensed assessment, Hazard perception: a choice question and a questionnaire input) with
 * participants P-001 (finished, 80), p-002 (started), P-003 (finished, 55, since removed) and P-004 (not started);
 * and a customer's driver with a session of the same assessment.
 */
export async function buildEventsWorld(db: Database) {
  const study = await buildSubscription(db, {
    companyName: 'Road Study',
    subscriptionType: 'Study',
    allowExport: true,
  });
  const customer = await buildSubscription(db, { companyName: 'Acme Haulage', allowExport: true });
  const hazard = await buildAssessment(db, 'Hazard perception');
  await license(db, study.id, hazard);
  await license(db, customer.id, hazard);
  const junction = await buildQuestion(db, { name: 'Junction', questionType: 'ResponseTimeVideo' }, [
    {
      answerText: '<p>Hazard &amp; <strong>"window"</strong> &lt;2–4 s&gt;</p>',
      score: 100,
      isCorrect: true,
      startResponseTimeSeconds: 2,
      endResponseTimeSeconds: 4,
    },
  ]);
  const feeling = await buildQuestion(db, { name: 'How do you feel?', questionType: 'QuestionnaireInput' });
  const items = {
    junction: await buildItem(db, hazard, 1, [junction.id]),
    feeling: await buildItem(db, hazard, 2, [feeling.id]),
  };
  const people = {
    p1: await participant(db, study.id, 'P-001'),
    p2: await participant(db, study.id, 'p-002'),
    p3: await participant(db, study.id, 'P-003'),
    p4: await participant(db, study.id, 'P-004'),
    driver: (
      await buildPerson(db, {
        subscriptionId: customer.id,
        firstName: 'Dan',
        lastName: 'Driver',
        email: 'dan@acme.example',
      })
    ).userId,
  };
  const take = async (subscriptionId: string, userId: string, ended: string, totalScore: number | null) => {
    const values = { subscriptionId, userId, assessmentId: hazard };
    const id = await insertSession(db, {
      ...values,
      endDate: new Date(ended),
      totalScore,
      finished: totalScore !== null,
    });
    return { id, ...values };
  };
  const sessions = {
    p1: await take(study.id, people.p1, '2026-10-05T10:00:00Z', 80),
    p2: await take(study.id, people.p2, '2026-10-06T10:00:00Z', null),
    p3: await take(study.id, people.p3, '2026-10-07T10:00:00Z', 55),
    driver: await take(customer.id, people.driver, '2026-10-08T10:00:00Z', 100),
  };
  await db.update(users).set({ archived: true }).where(eq(users.id, people.p3));
  return { study, customer, hazard, junction, feeling, items, people, sessions };
}

/** `count` finished sessions of the customer's driver with `perSession` events each, in set-based SQL. */
export async function insertManyEvents(
  db: Database,
  world: Awaited<ReturnType<typeof buildEventsWorld>>,
  count: number,
  perSession: number,
) {
  const { customer, hazard, junction, items, people } = world;
  await db.execute(sql`
    insert into assessment_sessions (id, subscription_id, assessment_id, user_id, started_by_user_id, session_index,
      start_date, end_date, is_finished, total_score, session_initialization_json)
    select md5('many-session-' || i)::uuid, ${customer.id}, ${hazard}, ${people.driver}, ${people.driver}, i,
      timestamptz '2026-01-01T00:00:00Z' + i * interval '1 hour', timestamptz '2026-01-01T00:10:00Z' + i * interval '1 hour',
      true, 50, '{}'::jsonb
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into question_response_events (id, subscription_id, event_date, question_id, user_id, assessment_id,
      assessment_item_id, assessment_session_id, score, response_time_seconds)
    select md5('many-event-' || i || '-' || j)::uuid, ${customer.id},
      timestamptz '2026-01-01T00:01:00Z' + i * interval '1 hour' + j * interval '1 second', ${junction.id},
      ${people.driver}, ${hazard}, ${items.junction}, md5('many-session-' || i)::uuid, 0, j
    from generate_series(1, ${count}) i, generate_series(1, ${perSession}) j`);
}
