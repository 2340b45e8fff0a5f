import { isFailedMaximumClicksRecord } from '@roadmark/domain/scoring/maximum-clicks';
import { type SessionScoreResult, scoreSession } from '@roadmark/domain/scoring/score-session';
import { eq } from 'drizzle-orm';
import { assessmentSessions } from '../../apps/server/src/modules/sessions/assessment-session.table.ts';
import { questionResponseEvents } from '../../apps/server/src/modules/sessions/question-response-event.table.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import type { SessionContent } from '../generators/session-content.ts';
import type { DriverRun } from './session-driver.ts';

/** The session-saves benchmark's sanity checks: what the database holds against what its drivers sent. */

function expectedResult(content: SessionContent, run: DriverRun): SessionScoreResult {
  return scoreSession({
    assessment: content.assessment,
    presented: run.presented.map((item) => ({ assessmentItemId: item.assessmentItemId, question: item.question })),
    events: run.expected,
    adjustmentRules: [],
  });
}

/** What the database holds afterwards, compared with what the drivers sent; returns the problems and the counts. */
export async function verifyStored(db: Database, content: SessionContent, runs: readonly DriverRun[]) {
  const problems: string[] = [];
  const rows = await db
    .select({
      id: questionResponseEvents.id,
      sessionId: questionResponseEvents.assessmentSessionId,
      archived: questionResponseEvents.archived,
      cancelEventDate: questionResponseEvents.cancelEventDate,
      textInput: questionResponseEvents.textInput,
    })
    .from(questionResponseEvents)
    .where(eq(questionResponseEvents.assessmentId, content.assessmentId));
  const sessions = await db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.assessmentId, content.assessmentId));

  const responses = rows.filter((row) => !isFailedMaximumClicksRecord(row));
  const failureRecords = rows.filter((row) => isFailedMaximumClicksRecord(row));
  const sentIds = new Set(runs.flatMap((run) => run.sent.map((response) => response.id)));
  const storedIds = new Set(responses.map((row) => row.id));
  const missing = [...sentIds].filter((id) => !storedIds.has(id));
  const extra = [...storedIds].filter((id) => !sentIds.has(id));
  if (missing.length > 0) problems.push(`${missing.length} sent responses are not stored (first ${missing[0]})`);
  if (extra.length > 0) problems.push(`${extra.length} stored responses were never sent (first ${extra[0]})`);
  if (responses.length !== sentIds.size) {
    problems.push(`stored ${responses.length} responses for ${sentIds.size} distinct responses sent`);
  }

  const expectedArchived = new Set(
    runs.flatMap((run) => run.expected.filter((event) => event.archived).map((event) => event.id)),
  );
  const storedArchived = responses.filter((row) => row.archived);
  const wronglyArchived = storedArchived.filter((row) => !expectedArchived.has(row.id) || !row.cancelEventDate);
  if (storedArchived.length !== expectedArchived.size || wronglyArchived.length > 0) {
    problems.push(
      `${storedArchived.length} stored responses archived (${wronglyArchived.length} unexpected or without a cancel date), expected ${expectedArchived.size}`,
    );
  }

  const bySession = new Map<string, typeof rows>();
  for (const row of rows) bySession.set(row.sessionId, [...(bySession.get(row.sessionId) ?? []), row]);
  const storedSessions = new Map(sessions.map((session) => [session.id, session]));
  if (sessions.length !== runs.length) problems.push(`${sessions.length} sessions stored for ${runs.length} drivers`);
  let totalsMatched = 0;
  let expectedFailureRecords = 0;
  for (const run of runs) {
    if (!run.sessionId) continue;
    const label = `driver ${run.driverIndex + 1}`;
    const stored = bySession.get(run.sessionId) ?? [];
    const storedResponseIds = new Set(stored.filter((row) => !isFailedMaximumClicksRecord(row)).map((row) => row.id));
    if (
      storedResponseIds.size !== run.sent.length ||
      run.sent.some((response) => !storedResponseIds.has(response.id))
    ) {
      problems.push(
        `${label}: the session holds ${storedResponseIds.size} responses, the driver sent ${run.sent.length}`,
      );
    }
    const expectedRecords = run.expected.filter((event) => isFailedMaximumClicksRecord(event)).length;
    expectedFailureRecords += expectedRecords;
    const currentRecords = stored.filter((row) => isFailedMaximumClicksRecord(row) && !row.archived).length;
    if (currentRecords !== expectedRecords) {
      problems.push(`${label}: ${currentRecords} failure records, expected ${expectedRecords}`);
    }
    const session = storedSessions.get(run.sessionId);
    const expected = expectedResult(content, run);
    if (!session?.isFinished) {
      problems.push(`${label}: the stored session is not finished`);
    } else if (session.totalScore !== expected.score || run.finished?.totalScore !== expected.score) {
      problems.push(
        `${label}: total ${session.totalScore} stored, ${run.finished?.totalScore} answered, ${expected.score} by the scoring engine`,
      );
    } else if (session.markedSuspicious !== expected.markedSuspicious) {
      problems.push(
        `${label}: suspicious ${session.markedSuspicious}, the scoring engine says ${expected.markedSuspicious}`,
      );
    } else {
      totalsMatched++;
    }
  }
  if (failureRecords.length !== expectedFailureRecords) {
    problems.push(`${failureRecords.length} failure records stored, expected ${expectedFailureRecords}`);
  }
  return {
    problems,
    stored: responses.length,
    distinctSent: sentIds.size,
    archived: storedArchived.length,
    failureRecords: failureRecords.length,
    expectedFailureRecords,
    sessions: sessions.length,
    finished: sessions.filter((session) => session.isFinished).length,
    totalsMatched,
    totals: runs.map((run) => run.finished?.totalScore).filter((total): total is number => typeof total === 'number'),
  };
}
