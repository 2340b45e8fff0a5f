import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEventsWorld, insertEvents, insertManyEvents } from '../../../test/export-events-world.ts';
import {
  type CellValue,
  csvRecords,
  download,
  problemOf,
  workbookRows,
  workbookSheets,
} from '../../../test/exports-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';

const RESPONSE_HEADER = [
  'Assessment',
  'Question',
  'Question type',
  'Part',
  'Answer',
  'Text input',
  'Score',
  'Correct',
  'Response time (seconds)',
  'Click X',
  'Click Y',
  'Event (UTC)',
  'Event (local)',
  'Created (UTC)',
  'Archived',
  'Cancelled (UTC)',
];
/** Tokyo is nine hours ahead of UTC all year (a workbook keeps the seconds; it shows hours and minutes). */
const tokyo = (month: number, day: number, hour: number, minute: number, second = 0) =>
  new Date(Date.UTC(2026, month - 1, day, hour + 9, minute, second));

describe('GET /api/export/responseRawData and Study', () => {
  const ctx = useTestApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  let world: Awaited<ReturnType<typeof buildEventsWorld>>;
  let staff: BuiltUser;
  let manager: BuiltUser;
  const ids = { e1: crypto.randomUUID(), e2: crypto.randomUUID(), e3: crypto.randomUUID(), e4: crypto.randomUUID() };
  const e5 = crypto.randomUUID();
  const url = (name: string, query: Record<string, string> = {}) =>
    `/api/export/${name}?${new URLSearchParams({ timeZone: 'Asia/Tokyo', ...query })}`;

  beforeAll(async () => {
    world = await buildEventsWorld(ctx.db);
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    manager = await buildUser(ctx.db, { subscriptionId: world.customer.id, roleGroup: RoleGroupName.OverviewManager });
    const { junction, feeling, items, sessions } = world;
    const hit = { questionId: junction.id, itemId: items.junction, answerId: junction.answerIds[0]!, score: 100 };
    await insertEvents(ctx.db, sessions.p1, [
      { id: ids.e1, ...hit, isCorrect: true, responseTimeSeconds: 3.25, at: '2026-10-05T09:52:00Z' },
      {
        id: ids.e2,
        questionId: junction.id,
        itemId: items.junction,
        responseTimeSeconds: 1.5,
        at: '2026-10-05T09:51:30Z',
        cancelledAt: '2026-10-05T09:52:10Z',
      },
      {
        id: ids.e3,
        questionId: feeling.id,
        itemId: items.feeling,
        textInput: "=cmd|' /C calc'!A0",
        at: '2026-10-05T09:55:00Z',
      },
    ]);
    await insertEvents(ctx.db, sessions.p3, [{ id: ids.e4, ...hit, at: '2026-10-07T09:53:00Z' }]);
    await insertEvents(ctx.db, sessions.driver, [{ id: e5, ...hit, click: [960.5, 540], at: '2026-10-08T09:55:00Z' }]);
  });

  /** The response columns of each event, as both exports write them. */
  function responses(): Record<string, CellValue[]> {
    const junction = ['Hazard perception', 'Junction', 'ResponseTimeVideo', 1];
    return {
      e1: [
        ...junction,
        'Hazard & "window" <2–4 s>',
        null,
        100,
        'Yes',
        3.25,
        null,
        null,
        '2026-10-05T09:52:00.000Z',
        tokyo(10, 5, 9, 52),
        '2026-10-05T09:52:01.000Z',
        'No',
      ],
      e2: [
        ...junction,
        null,
        null,
        0,
        'No',
        1.5,
        null,
        null,
        '2026-10-05T09:51:30.000Z',
        tokyo(10, 5, 9, 51, 30),
        '2026-10-05T09:51:31.000Z',
        'Yes',
        '2026-10-05T09:52:10.000Z',
      ],
      e3: [
        'Hazard perception',
        'How do you feel?',
        'QuestionnaireInput',
        1,
        null,
        "'=cmd|' /C calc'!A0",
        0,
        'No',
        null,
        null,
        null,
        '2026-10-05T09:55:00.000Z',
        tokyo(10, 5, 9, 55),
        '2026-10-05T09:55:01.000Z',
        'No',
      ],
      e4: [
        ...junction,
        'Hazard & "window" <2–4 s>',
        null,
        100,
        'No',
        null,
        null,
        null,
        '2026-10-07T09:53:00.000Z',
        tokyo(10, 7, 9, 53),
        '2026-10-07T09:53:01.000Z',
        'No',
      ],
      e5: [
        ...junction,
        'Hazard & "window" <2–4 s>',
        null,
        100,
        'No',
        null,
        960.5,
        540,
        '2026-10-08T09:55:00.000Z',
        tokyo(10, 8, 9, 55),
        '2026-10-08T09:55:01.000Z',
        'No',
      ],
    };
  }

  /** Sessions come in id order, each one's responses oldest first. */
  function bySession<Row>(groups: [string, Row[]][]): Row[] {
    return groups.sort(([a], [b]) => (a < b ? -1 : 1)).flatMap(([, rows]) => rows);
  }

  describe('responseRawData', () => {
    it('gives provider staff every response event of every subscription with who gave it', async () => {
      const response = await download(ctx.app, url('responseRawData'), staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="response-events-[\d-]+\.xlsx"/);
      const { p1, p3, driver } = world.sessions;
      const who = (userId: string, first: string, last: string, email: string | null) => [userId, first, last, email];
      const study = (session: string, userId: string, last: string) => [
        session,
        'Road Study',
        ...who(userId, 'Participant', last, null),
      ];
      const r = responses();
      expect(await workbookRows(response.rawPayload, 'Response events')).toEqual([
        ['Event id', 'Session id', 'Subscription', 'Person id', 'First name', 'Last name', 'Email', ...RESPONSE_HEADER],
        ...bySession([
          [
            p1.id,
            ['e2', 'e1', 'e3'].map((key) => [
              ids[key as keyof typeof ids],
              ...study(p1.id, p1.userId, 'P-001'),
              ...r[key]!,
            ]),
          ],
          [p3.id, [[ids.e4, ...study(p3.id, p3.userId, 'P-003'), ...r.e4!]]],
          [
            driver.id,
            [[e5, driver.id, 'Acme Haulage', ...who(driver.userId, 'Dan', 'Driver', 'dan@acme.example'), ...r.e5!]],
          ],
        ]),
      ]);
    });

    it('is for provider staff only', async () => {
      expect(problemOf(await download(ctx.app, url('responseRawData'), null)).status).toBe(401);
      const refused = await download(ctx.app, url('responseRawData'), manager);
      expect(problemOf(refused)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(refused.body).not.toContain('Junction');
    });

    it('refuses a time zone it does not know', async () => {
      const response = await download(ctx.app, url('responseRawData', { timeZone: 'Local' }), staff);
      expect(problemOf(response)).toMatchObject({ status: 400, code: 'BAD_USER_INPUT' });
    });
  });

  describe('Study', () => {
    const studyUrl = (query: Record<string, string> = {}) => url('Study', { subscriptionId: world.study.id, ...query });

    function participantRows(): CellValue[][] {
      return [
        [
          'P-001',
          'Participant P-001',
          'Hazard perception',
          '2026-10-05T09:50:00.000Z',
          tokyo(10, 5, 9, 50),
          '2026-10-05T10:00:00.000Z',
          tokyo(10, 5, 10, 0),
          80,
          1,
          'No',
        ],
        [
          'p-002',
          'Participant p-002',
          'Hazard perception',
          '2026-10-06T09:50:00.000Z',
          tokyo(10, 6, 9, 50),
          null,
          null,
          null,
          1,
          'No',
        ],
        [
          'P-003',
          'Participant P-003',
          'Hazard perception',
          '2026-10-07T09:50:00.000Z',
          tokyo(10, 7, 9, 50),
          '2026-10-07T10:00:00.000Z',
          tokyo(10, 7, 10, 0),
          55,
          1,
          'Yes',
        ],
        ['P-004', 'Participant P-004', null, null, null, null, null, null, 0, 'No'],
      ];
    }

    it('gives a workbook of the participants and of their responses', async () => {
      const response = await download(ctx.app, studyUrl(), staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="study-road-study-[\d-]+\.xlsx"/);
      const sheets = await workbookSheets(response.rawPayload);
      expect([...sheets.keys()]).toEqual(['Participants', 'Responses']);
      expect(sheets.get('Participants')).toEqual([
        [
          'Participant identifier',
          'Name',
          'Assessment',
          'Started (UTC)',
          'Started (local)',
          'Finished (UTC)',
          'Finished (local)',
          'Score',
          'Sessions',
          'Removed',
        ],
        ...participantRows(),
      ]);
      const { p1, p3 } = world.sessions;
      const r = responses();
      expect(sheets.get('Responses')).toEqual([
        ['Participant identifier', 'Session id', ...RESPONSE_HEADER],
        ...bySession([
          [p1.id, ['e2', 'e1', 'e3'].map((key) => ['P-001', p1.id, ...r[key]!])],
          [p3.id, [['P-003', p3.id, ...r.e4!]]],
        ]),
      ]);
    });

    it('gives either sheet as CSV', async () => {
      const participants = await download(ctx.app, studyUrl({ format: 'csv', sheet: 'participants' }), staff);
      expect(participants.headers['content-disposition']).toMatch(
        /filename="study-road-study-participants-[\d-]+\.csv"/,
      );
      expect(csvRecords(participants.rawPayload)[1]).toEqual([
        'P-001',
        'Participant P-001',
        'Hazard perception',
        '2026-10-05T09:50:00.000Z',
        '05/10/2026 18:50',
        '2026-10-05T10:00:00.000Z',
        '05/10/2026 19:00',
        '80',
        '1',
        'No',
      ]);
      const answers = await download(ctx.app, studyUrl({ format: 'csv', sheet: 'responses' }), staff);
      expect(answers.headers['content-disposition']).toMatch(/filename="study-road-study-responses-/);
      const records = csvRecords(answers.rawPayload);
      expect(records).toHaveLength(5);
      expect(records.slice(1).find((record) => record[7] !== '')?.[7]).toBe("'=cmd|' /C calc'!A0");
    });

    it('asks which sheet a CSV should hold', async () => {
      const response = await download(ctx.app, studyUrl({ format: 'csv' }), staff);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: 'Choose which sheet to download as CSV: participants or responses.',
        errors: [{ field: 'sheet', messageKey: 'exports.sheetRequired', message: expect.any(String) }],
      });
    });

    it('is for provider staff only, and only about a study', async () => {
      expect(problemOf(await download(ctx.app, studyUrl(), null)).status).toBe(401);
      expect(problemOf(await download(ctx.app, studyUrl(), manager)).status).toBe(403);
      const notAStudy = await download(ctx.app, url('Study', { subscriptionId: world.customer.id }), staff);
      expect(problemOf(notAStudy)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });
  });

  it('reads the responses a page of sessions at a time: each of a few thousand once, grouped by session', async () => {
    await insertManyEvents(ctx.db, world, 450, 5);
    const response = await download(ctx.app, url('responseRawData', { format: 'csv' }), staff);
    const records = csvRecords(response.rawPayload).slice(1);
    expect(records).toHaveLength(2250 + 5);
    expect(new Set(records.map((record) => record[0])).size).toBe(2255);
    const sessions = records.map((record) => record[1]!);
    expect(sessions).toEqual([...sessions].sort());
    expect(new Set(sessions).size).toBe(450 + 3);
  });
});
