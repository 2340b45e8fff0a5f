import { eq } from 'drizzle-orm';
import {
  assessmentSessionQuestionScores,
  assessmentSessions,
  itemAnalysisPendingSessions,
} from '../src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../src/modules/sessions/question-response-event.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildUser } from './factories.ts';
import { insertSession } from './sessions-harness.ts';

/** A question as one made-up session scored it, with the responses it was scored from. */
export interface TakenQuestion {
  questionId: string;
  percent: number;
  /** The chosen answer, for a choice question. */
  answerId?: string;
  /** Click times in seconds of video, for a response-time video. */
  clickTimes?: number[];
  /** Click positions in the 1920x1080 space, for a location image. */
  clicks?: { x: number; y: number }[];
}

/**
 * A finished session as if a new driver of the subscription had taken the assessment: its total, its kept
 * per-question scores (each question out of 100) and its current responses, written straight to the tables so a test
 * can state a data set worked out by hand.
 */
export async function insertTakenSession(
  db: Database,
  values: {
    subscriptionId: string;
    assessmentId: string;
    assessmentItemId: string;
    questions: TakenQuestion[];
    endDate?: Date;
    isPreview?: boolean;
  },
): Promise<string> {
  const driver = await buildUser(db, { subscriptionId: values.subscriptionId });
  const sum = values.questions.reduce((total, question) => total + question.percent, 0);
  const totalScore = values.questions.length ? Math.round((100 * sum) / (100 * values.questions.length)) : null;
  const sessionId = await insertSession(db, {
    subscriptionId: values.subscriptionId,
    userId: driver.id,
    assessmentId: values.assessmentId,
    totalScore,
    ...(values.endDate ? { endDate: values.endDate } : {}),
  });
  if (values.isPreview) {
    await db.update(assessmentSessions).set({ isPreview: true }).where(eq(assessmentSessions.id, sessionId));
  }
  const base = {
    subscriptionId: values.subscriptionId,
    assessmentSessionId: sessionId,
    assessmentId: values.assessmentId,
  };
  for (const [position, question] of values.questions.entries()) {
    await db.insert(assessmentSessionQuestionScores).values({
      ...base,
      id: crypto.randomUUID(),
      questionId: question.questionId,
      position,
      score: question.percent,
      maxScore: 100,
      percent: question.percent,
      answered: true,
    });
    const event = { ...base, userId: driver.id, questionId: question.questionId, eventDate: new Date() };
    const events = [
      ...(question.answerId ? [{ questionAnswerId: question.answerId, responseTimeSeconds: 3 }] : []),
      ...(question.clickTimes ?? []).map((seconds) => ({ responseTimeSeconds: seconds })),
      ...(question.clicks ?? []).map((click) => ({ clickPositionX: click.x, clickPositionY: click.y })),
    ];
    for (const response of events) {
      await db.insert(questionResponseEvents).values({
        ...event,
        ...response,
        id: crypto.randomUUID(),
        assessmentItemId: values.assessmentItemId,
      });
    }
  }
  if (!values.isPreview && values.questions.length > 0) {
    await db
      .insert(itemAnalysisPendingSessions)
      .values({ assessmentSessionId: sessionId, assessmentId: values.assessmentId });
  }
  return sessionId;
}
