import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment } from '../../../test/assignments-harness.ts';
import { download, problemOf, workbookSheets } from '../../../test/exports-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { insertTakenSession } from '../../../test/item-analysis-harness.ts';
import { buildItem, buildQuestion } from '../../../test/sessions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionAnswers } from '../questions/question-answer.table.ts';
import { buildWindowSums, foldPendingSessions } from './fold-pending-sessions.ts';

const ASSESSMENT_ANALYSIS = `query ($assessmentId: ID!, $from: String, $to: String, $subscriptionId: ID) {
  assessmentAnalysis(assessmentId: $assessmentId, from: $from, to: $to, subscriptionId: $subscriptionId) {
    assessment { id name assessmentType } from to subscriptionId sessionCount peopleCount meanScore
    scoreStandardDeviation scoreHistogram { from to count }
    reliability { alpha questionCount sessionCount undefinedReason }
    questions { questionId name questionType
      figures { position presented answered facility discrimination discriminationUndefinedReason meanResponseTimeSeconds }
      flags { code messageKey answerId suggestedShiftSeconds } }
  }
}`;

const QUESTION_ANALYSIS = `query ($questionId: ID!, $assessmentId: ID, $from: String, $to: String, $subscriptionId: ID) {
  questionAnalysis(questionId: $questionId, assessmentId: $assessmentId, from: $from, to: $to,
    subscriptionId: $subscriptionId) {
    question { id name questionType } assessment { id }
    figures { presented answered facility discrimination discriminationUndefinedReason }
    flags { code messageKey answerId suggestedShiftSeconds }
    choices { answerId answerText isCorrect chosenBy share meanTotalScore }
    clickTimes { clickCount binSeconds bins { startSeconds count } }
    responseWindows { answerId startSeconds endSeconds firstClickBefore firstClickInside firstClickAfter noNearClick
      nearMissBefore nearMissAfter medianNearMissSeconds }
    locationClicks { clickCount cellSize cells { column row count }
      windows { answerId clicksInside shareInside discriminationGroup } }
  }
}`;

interface QuestionRow {
  questionId: string;
  figures: { presented: number; facility: number | null; discrimination: number | null } & Record<string, unknown>;
  flags: { code: string; answerId: string | null; suggestedShiftSeconds: number | null }[];
}

describe('item analysis', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let customer: string;
  let assessmentId: string;
  let choice: { id: string; answerIds: string[] };
  let video: { id: string; answerIds: string[] };
  let easy: { id: string; answerIds: string[] };
  let itemId: string;

  const analyse = async (variables: Record<string, unknown>, user = staff) => {
    const response = await gql<{ assessmentAnalysis: Record<string, unknown> }>(ctx.app, ASSESSMENT_ANALYSIS, {
      variables,
      cookie: user.cookie,
    });
    return response;
  };

  /*
   * Five sessions of three questions, each scored out of 100 (worked out by hand in docs/product/item-analysis.md):
   *   choice: 100 100 100   0   0   (A, A, A, B, C)
   *   video:  100 100   0 100   0
   *   easy:   100 100 100 100 100   (everybody right: its discrimination is undefined)
   * Totals 100 100 67 67 33. Facility 60, 60, 100. Each of the first two against the rest of the session:
   * r = 1000 / sqrt(12000 × 3000) = 1/6. Alpha = 3/2 × (1 − (3000 + 3000 + 0) / 7000) = 3/14.
   */
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    customer = (await buildSubscription(ctx.db, { companyName: 'Fleet & <Sons>' })).id;
    assessmentId = await buildAssessment(ctx.db, 'Hazards "A" & B');
    choice = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceVideo', name: 'Which car?' }, [
      { answerText: 'The red one', score: 100, isCorrect: true },
      { answerText: 'The blue one', score: 0 },
      { answerText: 'Ни одна', score: 0 },
    ]);
    video = await buildQuestion(ctx.db, { questionType: 'ResponseTimeVideo', name: 'Cyclist' }, [
      { startResponseTimeSeconds: 5, endResponseTimeSeconds: 7, score: 100 },
    ]);
    easy = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage', name: 'Stop sign' }, [
      { answerText: 'Stop', score: 100, isCorrect: true },
      { answerText: 'Go', score: 0 },
    ]);
    itemId = await buildItem(ctx.db, assessmentId, 0, [choice.id, video.id, easy.id]);
    const taken = [
      [100, 0, 100, 5.5],
      [100, 0, 100, 6.9],
      [100, 0, 0, 4.5],
      [0, 1, 100, 5.0],
      [0, 2, 0, 4.4],
    ] as const;
    for (const [choicePercent, answer, videoPercent, click] of taken) {
      await insertTakenSession(ctx.db, {
        subscriptionId: customer,
        assessmentId,
        assessmentItemId: itemId,
        endDate: new Date('2026-06-15T12:00:00Z'),
        questions: [
          { questionId: choice.id, percent: choicePercent, answerId: choice.answerIds[answer]! },
          // The clicks say nothing of the made-up score here; the window test below relies on clicks alone.
          { questionId: video.id, percent: videoPercent, clickTimes: [click] },
          { questionId: easy.id, percent: 100, answerId: easy.answerIds[0]! },
        ],
      });
    }
    // Neither a preview, nor an unfinished session, nor a session outside the period counts; another
    // subscription's counts unless one subscription is asked for.
    const other = (await buildSubscription(ctx.db)).id;
    const all = (percent: number) => [
      { questionId: choice.id, percent },
      { questionId: video.id, percent },
      { questionId: easy.id, percent },
    ];
    await insertTakenSession(ctx.db, {
      subscriptionId: customer,
      assessmentId,
      assessmentItemId: itemId,
      isPreview: true,
      questions: all(0),
    });
    await insertTakenSession(ctx.db, {
      subscriptionId: customer,
      assessmentId,
      assessmentItemId: itemId,
      endDate: new Date('2025-01-10T12:00:00Z'),
      questions: all(0),
    });
    await insertTakenSession(ctx.db, {
      subscriptionId: other,
      assessmentId,
      assessmentItemId: itemId,
      endDate: new Date('2026-07-01T08:00:00Z'),
      questions: all(0),
    });
  });

  const inPeriod = () => ({ assessmentId, from: '2026-01-01', to: '2026-12-31', subscriptionId: customer });

  it('gives the score spread, reliability and each question’s facility and discrimination, worked out by hand', async () => {
    const response = await analyse(inPeriod());
    expect(response.errors).toBeUndefined();
    const analysis = response.data!.assessmentAnalysis as Record<string, unknown> & { questions: QuestionRow[] };
    expect(analysis.assessment).toEqual({ id: assessmentId, name: 'Hazards "A" & B', assessmentType: 'Assessment' });
    expect(analysis.sessionCount).toBe(5);
    expect(analysis.peopleCount).toBe(5);
    expect(analysis.meanScore).toBeCloseTo(73.4, 6);
    expect(analysis.scoreStandardDeviation).toBeCloseTo(Math.sqrt(782.3), 6);
    const histogram = analysis.scoreHistogram as { from: number; to: number; count: number }[];
    expect(histogram).toHaveLength(10);
    expect(histogram[3]).toEqual({ from: 30, to: 39, count: 1 });
    expect(histogram[6]).toEqual({ from: 60, to: 69, count: 2 });
    expect(histogram[9]).toEqual({ from: 90, to: 100, count: 2 });
    expect(histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(5);
    expect(analysis.reliability).toEqual({
      alpha: expect.closeTo(3 / 14, 9),
      questionCount: 3,
      sessionCount: 5,
      undefinedReason: null,
    });
    const byId = new Map(analysis.questions.map((row) => [row.questionId, row]));
    expect(byId.get(choice.id)!.figures).toMatchObject({
      position: 0,
      presented: 5,
      answered: 5,
      facility: 60,
      discrimination: expect.closeTo(1 / 6, 9),
    });
    expect(byId.get(video.id)!.figures).toMatchObject({ facility: 60, discrimination: expect.closeTo(1 / 6, 9) });
    expect(byId.get(easy.id)!.figures).toMatchObject({
      facility: 100,
      discrimination: null,
      discriminationUndefinedReason: 'NO_SCORE_VARIATION',
    });
    // Five sessions are too few to judge facility or discrimination; the window's near misses are judged on their own.
    expect(byId.get(easy.id)!.flags).toEqual([]);
  });

  it('counts every subscription when none is asked for, and any time when no period is', async () => {
    const all = await analyse({ assessmentId });
    expect(all.errors).toBeUndefined();
    expect(all.data!.assessmentAnalysis.sessionCount).toBe(7);
    const oneDay = await analyse({ assessmentId, from: '2026-07-01', to: '2026-07-01' });
    expect(oneDay.data!.assessmentAnalysis.sessionCount).toBe(1);
  });

  it('shows each choice’s share and the mean total of the people who chose it', async () => {
    const response = await gql<{ questionAnalysis: Record<string, unknown> }>(ctx.app, QUESTION_ANALYSIS, {
      variables: { questionId: choice.id, ...inPeriod() },
      cookie: staff.cookie,
    });
    expect(response.errors).toBeUndefined();
    const analysis = response.data!.questionAnalysis;
    expect(analysis.figures).toMatchObject({ presented: 5, facility: 60 });
    expect(analysis.choices).toEqual([
      {
        answerId: choice.answerIds[0],
        answerText: 'The red one',
        isCorrect: true,
        chosenBy: 3,
        share: 0.6,
        meanTotalScore: expect.closeTo(267 / 3, 9),
      },
      {
        answerId: choice.answerIds[1],
        answerText: 'The blue one',
        isCorrect: false,
        chosenBy: 1,
        share: 0.2,
        meanTotalScore: 67,
      },
      {
        answerId: choice.answerIds[2],
        answerText: 'Ни одна',
        isCorrect: false,
        chosenBy: 1,
        share: 0.2,
        meanTotalScore: 33,
      },
    ]);
    expect(analysis.clickTimes).toBeNull();
    expect(analysis.locationClicks).toBeNull();
  });

  it('draws the click times of a response-time video against its window', async () => {
    const response = await gql<{ questionAnalysis: Record<string, unknown> }>(ctx.app, QUESTION_ANALYSIS, {
      variables: { questionId: video.id, ...inPeriod() },
      cookie: staff.cookie,
    });
    expect(response.errors).toBeUndefined();
    const { clickTimes, responseWindows } = response.data!.questionAnalysis as {
      clickTimes: { clickCount: number; binSeconds: number; bins: { startSeconds: number; count: number }[] };
      responseWindows: Record<string, unknown>[];
    };
    expect(clickTimes.clickCount).toBe(5);
    expect(clickTimes.binSeconds).toBe(0.25);
    const nonEmpty = clickTimes.bins.filter((bin) => bin.count > 0);
    expect(nonEmpty).toEqual([
      { startSeconds: 4.25, count: 1 },
      { startSeconds: 4.5, count: 1 },
      { startSeconds: 5, count: 1 },
      { startSeconds: 5.5, count: 1 },
      { startSeconds: 6.75, count: 1 },
    ]);
    // 4.4 and 4.5 come before the window opens at 5 (near misses, median 4.45); 5.0, 5.5 and 6.9 fall inside.
    expect(responseWindows).toEqual([
      {
        answerId: video.answerIds[0],
        startSeconds: 5,
        endSeconds: 7,
        firstClickBefore: 2,
        firstClickInside: 3,
        firstClickAfter: 0,
        noNearClick: 0,
        nearMissBefore: 2,
        nearMissAfter: 0,
        medianNearMissSeconds: 4.45,
      },
    ]);
  });

  it('refuses anyone but staff, and answers an unknown or malformed id as such', async () => {
    const manager = await buildUser(ctx.db, { subscriptionId: customer, roleGroup: RoleGroupName.OverviewManager });
    expect(errorCode(await analyse({ assessmentId }, manager))).toBe('FORBIDDEN');
    const anonymous = await gql(ctx.app, ASSESSMENT_ANALYSIS, { variables: { assessmentId } });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
    expect(errorCode(await analyse({ assessmentId: crypto.randomUUID() }))).toBe('NOT_FOUND');
    expect(errorCode(await analyse({ assessmentId, subscriptionId: crypto.randomUUID() }))).toBe('NOT_FOUND');
    expect(errorCode(await analyse({ assessmentId: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    const backwards = await analyse({ assessmentId, from: '2026-12-31', to: '2026-01-01' });
    expect(errorCode(backwards)).toBe('BAD_USER_INPUT');
    expect(errorCode(await analyse({ assessmentId, from: '2026-02-30' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await analyse({ assessmentId, from: '2026-01-01\u0000' }))).toBe('BAD_USER_INPUT');
  });

  it('exports the whole analysis as a workbook, flags in words, for staff only', async () => {
    const query = new URLSearchParams({ assessmentId, from: '2026-01-01', to: '2026-12-31', subscriptionId: customer });
    const url = `/api/export/ItemAnalysis?${query}`;
    const response = await download(ctx.app, url, staff);
    expect(response.statusCode).toBe(200);
    const sheets = await workbookSheets(response.rawPayload);
    expect([...sheets.keys()]).toEqual([
      'Summary',
      'Score histogram',
      'Questions',
      'Choices',
      'Response windows',
      'Location windows',
    ]);
    expect(sheets.get('Summary')).toContainEqual(['Assessment', 'Hazards "A" & B']);
    expect(sheets.get('Summary')).toContainEqual(['Reliability (Cronbach’s alpha)', 0.214]);
    expect(sheets.get('Questions')![0]).toEqual([
      'Question',
      'Question type',
      'Presented',
      'Answered',
      'Facility (%)',
      'Discrimination',
      'Mean response time (s)',
      'Flags',
    ]);
    expect(sheets.get('Questions')).toContainEqual(['Which car?', 'MultipleChoiceVideo', 5, 5, 60, 0.17, 3]);
    // Choices in the order the questions are presented, the question everybody got right last.
    expect(sheets.get('Choices')!.map((row) => row[0])).toEqual([
      'Question',
      'Which car?',
      'Which car?',
      'Which car?',
      'Stop sign',
      'Stop sign',
    ]);
    expect(sheets.get('Choices')).toContainEqual(['Which car?', 1, 'Ни одна', 0, 1, 20, 33]);
    expect(sheets.get('Response windows')).toContainEqual(['Cyclist', 5, 7, 100, 2, 3, 0, 0, 2, 0, 4.45]);

    const manager = await buildUser(ctx.db, { subscriptionId: customer, roleGroup: RoleGroupName.OverviewManager });
    expect(problemOf(await download(ctx.app, url, manager)).status).toBe(403);
    expect(problemOf(await download(ctx.app, '/api/export/ItemAnalysis', staff)).status).toBe(400);
  });

  it('answers the same from the kept sums as from the sessions, folded or waiting, and after a window moves', async () => {
    const questionAnalysis = (variables: Record<string, unknown>) =>
      gql<{ questionAnalysis: Record<string, unknown> }>(ctx.app, QUESTION_ANALYSIS, {
        variables,
        cookie: staff.cookie,
      });
    const queries = [
      () => analyse({ assessmentId }),
      () => analyse({ assessmentId, from: '2026-01-01', to: '2026-12-31' }),
      () => analyse(inPeriod()),
      ...[choice.id, video.id, easy.id].flatMap((questionId) => [
        () => questionAnalysis({ questionId, assessmentId }),
        () => questionAnalysis({ questionId }),
        () => questionAnalysis({ questionId, ...inPeriod() }),
      ]),
    ];
    const answers = async () => {
      const responses = await Promise.all(queries.map((query) => query()));
      for (const response of responses) expect(response.errors).toBeUndefined();
      return responses.map((response) => response.data);
    };
    const fromSessions = await answers();
    // Seven counted sessions wait (the preview never does); folded two at a time, by two folds at once that never
    // fold a session twice.
    const folds = await Promise.all([
      foldPendingSessions(ctx.db, { batchSize: 2 }),
      foldPendingSessions(ctx.db, { batchSize: 2 }),
    ]);
    expect(folds[0] + folds[1]).toBe(7);
    expect(await foldPendingSessions(ctx.db)).toBe(0);
    expect(await answers()).toEqual(fromSessions);
    expect(await buildWindowSums(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await buildWindowSums(ctx.db)).toBe(0);
    expect(await answers()).toEqual(fromSessions);

    // A session finished after the fold counts at once, and the same once folded.
    await insertTakenSession(ctx.db, {
      subscriptionId: customer,
      assessmentId,
      assessmentItemId: itemId,
      endDate: new Date('2026-06-20T09:30:00Z'),
      questions: [
        { questionId: choice.id, percent: 0, answerId: choice.answerIds[1]! },
        { questionId: video.id, percent: 0, clickTimes: [4.6, 7.5] },
        { questionId: easy.id, percent: 100, answerId: easy.answerIds[0]! },
      ],
    });
    const withLater = await answers();
    expect((withLater[0] as { assessmentAnalysis: { sessionCount: number } }).assessmentAnalysis.sessionCount).toBe(8);
    expect(await foldPendingSessions(ctx.db)).toBe(1);
    expect(await answers()).toEqual(withLater);

    // A moved window is read from the sessions until its sums are built at its new place.
    await ctx.db
      .update(questionAnswers)
      .set({ startResponseTimeSeconds: 4 })
      .where(eq(questionAnswers.id, video.answerIds[0]!));
    const moved = await answers();
    const windowOf = (data: unknown) =>
      (data as { questionAnalysis: { responseWindows: unknown[] } }).questionAnalysis.responseWindows[0];
    // Every first click (4.4 to 6.9) now falls inside [4, 7].
    expect(windowOf(moved[6])).toMatchObject({ startSeconds: 4, firstClickBefore: 0, firstClickInside: 6 });
    expect(await buildWindowSums(ctx.db)).toBe(1);
    expect(await answers()).toEqual(moved);
  });

  /*
   * A test with a pool: every session was presented q1 and q2, only some q3. Alpha is over q1 and q2:
   *   q1: 100 100   0   0   (variance 10000/3)
   *   q2: 100 100   0 100   (variance 2500)
   *   q1 + q2: 200 200 0 100 (variance 27500/3); alpha = 2 × (1 − (10000/3 + 2500) / (27500/3)) = 8/11.
   */
  it('computes alpha over the questions every session was presented, folded or not, when a pool varies the test', async () => {
    const pooled = await buildAssessment(ctx.db, 'Pooled');
    const [q1, q2, q3] = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage', name }, [])),
    );
    const pooledItemId = await buildItem(ctx.db, pooled, 0, [q1!.id, q2!.id, q3!.id]);
    const taken = [
      [100, 100, 0],
      [100, 100, null],
      [0, 0, 100],
      [0, 100, null],
    ] as const;
    for (const [one, two, three] of taken) {
      await insertTakenSession(ctx.db, {
        subscriptionId: customer,
        assessmentId: pooled,
        assessmentItemId: pooledItemId,
        questions: [
          { questionId: q1!.id, percent: one },
          { questionId: q2!.id, percent: two },
          ...(three === null ? [] : [{ questionId: q3!.id, percent: three }]),
        ],
      });
    }
    const reliabilityOf = async () => {
      const response = await analyse({ assessmentId: pooled });
      expect(response.errors).toBeUndefined();
      return response.data!.assessmentAnalysis.reliability;
    };
    const expected = { alpha: expect.closeTo(8 / 11, 9), questionCount: 2, sessionCount: 4, undefinedReason: null };
    expect(await reliabilityOf()).toEqual(expected);
    await foldPendingSessions(ctx.db);
    expect(await reliabilityOf()).toEqual(expected);
  });
});
