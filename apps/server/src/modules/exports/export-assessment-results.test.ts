import { beforeAll, describe, expect, it } from 'vitest';
import { buildResultsWorld } from '../../../test/export-results-world.ts';
import { type CellValue, csvRecords, download, problemOf, workbookRows } from '../../../test/exports-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';

const RESULT_HEADER = [
  'First name',
  'Last name',
  'Email',
  'Team',
  'Assignment',
  'Due (UTC)',
  'Due (local)',
  'Status',
  'Started (UTC)',
  'Started (local)',
  'Finished (UTC)',
  'Finished (local)',
  'Score',
  'Risk',
  'Sessions',
];
const DEVICE_HEADER = [
  'User agent',
  'Browser',
  'Platform',
  'Screen resolution',
  'Orientation',
  'Window resolution',
  'Colour depth',
  'Touch',
];
const NO = 'No browser detection';
/** A wall-clock time as a workbook cell holds it (ExcelJS reads it back as that time in UTC). */
const clock = (month: number, day: number, hour: number, minute: number) =>
  new Date(Date.UTC(2026, month - 1, day, hour, minute));

describe('GET /api/export/AssessmentResults and DetailedAssessmentResults', () => {
  const ctx = useTestApp({ EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
  let world: Awaited<ReturnType<typeof buildResultsWorld>>;

  const url = (name: string, query: Record<string, string>) =>
    `/api/export/${name}?${new URLSearchParams({ timeZone: 'Europe/London', ...query })}`;

  beforeAll(async () => {
    world = await buildResultsWorld(ctx.db);
  });

  /** The Hazard perception rows of the whole subscription, by last name (London: BST until 25 October). */
  function hazardRows(): CellValue[][] {
    const dayDue = ['Day shift', 'Team', '2026-12-01T17:00:00.000Z', clock(12, 1, 17, 0)];
    const notStarted = ['Not started', null, null, null, null, null, 'Not assessed', 0];
    return [
      [
        'Ann',
        'Archer',
        'ann@acme.example',
        ...dayDue,
        'Completed',
        '2026-10-05T14:20:00.000Z',
        clock(10, 5, 15, 20),
        '2026-10-05T14:30:00.000Z',
        clock(10, 5, 15, 30),
        90,
        'Low',
        2,
      ],
      [
        'Ben',
        'Baker',
        null,
        ...dayDue,
        'Started',
        '2026-10-06T07:50:00.000Z',
        clock(10, 6, 8, 50),
        null,
        null,
        null,
        'Not assessed',
        1,
      ],
      [
        'Cat',
        'Carter',
        'cat@acme.example',
        'Night shift',
        'Not assigned',
        null,
        null,
        'Completed',
        '2026-10-07T08:50:00.000Z',
        clock(10, 7, 9, 50),
        '2026-10-07T09:00:00.000Z',
        clock(10, 7, 10, 0),
        50,
        'Medium',
        1,
      ],
      ['Dan', 'Dale', 'dan@acme.example', null, 'Own', '2026-11-30T12:00:00.000Z', clock(11, 30, 12, 0), ...notStarted],
      [
        `'=HYPERLINK("x")`,
        'Evans',
        'eve@acme.example',
        null,
        'Not assigned',
        null,
        null,
        'Completed',
        '2026-10-08T10:50:00.000Z',
        clock(10, 8, 11, 50),
        '2026-10-08T11:00:00.000Z',
        clock(10, 8, 12, 0),
        75,
        'Low',
        1,
      ],
      ['Mia', 'Manager', world.dayManager.email, ...dayDue, ...notStarted],
      ['Oli', 'Overview', world.overviewManager.email, null, 'Not assigned', null, null, ...notStarted],
      ['Zed', 'Zulu', world.driver.email, null, 'Not assigned', null, null, ...notStarted],
    ];
  }

  it('gives every person of the subscription with the assignment that applies, their standing, score and risk', async () => {
    const response = await download(
      ctx.app,
      url('AssessmentResults', { subscriptionId: world.acmeId, assessmentId: world.hazard }),
      world.overviewManager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="assessment-results-acme-haulage-hazard-perception-[\d-]+\.xlsx"/,
    );
    expect(await workbookRows(response.rawPayload, 'Results')).toEqual([RESULT_HEADER, ...hazardRows()]);
  });

  it("judges risk by the assessment's own thresholds", async () => {
    const response = await download(
      ctx.app,
      url('AssessmentResults', { assessmentId: world.braking, format: 'csv' }),
      world.overviewManager,
    );
    const ann = csvRecords(response.rawPayload).find((record) => record[0] === 'Ann')!;
    // 45 is Medium by the default thresholds (30/70) and High by Braking's (50/80).
    expect(ann.slice(4)).toEqual([
      'Own',
      '2026-10-31T09:00:00.000Z',
      '31/10/2026 09:00',
      'Completed',
      '2026-10-06T08:50:00.000Z',
      '06/10/2026 09:50',
      '2026-10-06T09:00:00.000Z',
      '06/10/2026 10:00',
      '45',
      'High',
      '1',
    ]);
  });

  it("gives a driver manager their own team's people", async () => {
    const query = { assessmentId: world.hazard, subscriptionTeamId: world.dayTeam };
    const response = await download(ctx.app, url('AssessmentResults', query), world.dayManager);
    const rows = await workbookRows(response.rawPayload);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Ann', 'Ben', 'Mia']);
    const night = await download(
      ctx.app,
      url('AssessmentResults', { ...query, subscriptionTeamId: world.nightTeam }),
      world.dayManager,
    );
    expect(night.statusCode).toBe(404);
  });

  it('breaks the latest finished session down by question, with the device it was taken on', async () => {
    const response = await download(
      ctx.app,
      url('DetailedAssessmentResults', { assessmentId: world.hazard, includeDeviceMetrics: 'true' }),
      world.overviewManager,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="detailed-assessment-results-acme-haulage-/);
    const rows = await workbookRows(response.rawPayload);
    const questions = ['Junction (%)', 'Roundabout (%)', 'Blind spot (%)', 'Mirror check (%)'];
    expect(rows[0]).toEqual([...RESULT_HEADER, ...questions, ...DEVICE_HEADER]);
    const expected = hazardRows();
    // Ann: Junction right (the replaced wrong answer does not count), Roundabout 100 + 50 of 200, Blind spot not
    // presented to her, Mirror check wrong. Cat was presented Blind spot and left it unanswered.
    expect(rows[1]).toEqual([...expected[0]!, 100, 75, null, 0, NO, 'Firefox 140', 'Linux', NO, NO, NO, NO, 'false']);
    expect(rows[2]).toEqual(expected[1]);
    expect(rows[3]).toEqual([...expected[2]!, 0, 0, 0]);
    // Eve's session has no presentation stored: nothing to break down.
    expect(rows.slice(4)).toEqual(expected.slice(3));
  });

  it('adds the device columns to the plain results when asked for', async () => {
    const response = await download(
      ctx.app,
      url('AssessmentResults', { assessmentId: world.hazard, includeDeviceMetrics: 'true' }),
      world.overviewManager,
    );
    expect(response.statusCode).toBe(200);
    const rows = await workbookRows(response.rawPayload);
    expect(rows[0]).toEqual([...RESULT_HEADER, ...DEVICE_HEADER]);
    expect(rows[1]).toEqual([...hazardRows()[0]!, NO, 'Firefox 140', 'Linux', NO, NO, NO, NO, 'false']);
  });

  it('leaves the device columns out unless asked for', async () => {
    const response = await download(
      ctx.app,
      url('DetailedAssessmentResults', { assessmentId: world.hazard, includeDeviceMetrics: 'false' }),
      world.overviewManager,
    );
    const rows = await workbookRows(response.rawPayload);
    expect(rows[0]).toHaveLength(RESULT_HEADER.length + 4);
    expect(rows[1]).toEqual([...hazardRows()[0]!, 100, 75, null, 0]);
  });

  it.each(['AssessmentResults', 'DetailedAssessmentResults'])(
    '%s refuses signed-out people and drivers',
    async (name) => {
      const query = { assessmentId: world.hazard };
      expect(problemOf(await download(ctx.app, url(name, query), null)).status).toBe(401);
      expect(problemOf(await download(ctx.app, url(name, query), world.driver))).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    },
  );

  it.each(['AssessmentResults', 'DetailedAssessmentResults'])(
    "%s answers not found for another tenant's subscription or an assessment not licensed",
    async (name) => {
      const rivals = await download(
        ctx.app,
        url(name, { subscriptionId: world.rivalId, assessmentId: world.hazard }),
        world.overviewManager,
      );
      expect(problemOf(rivals)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      const ours = await download(
        ctx.app,
        url(name, { subscriptionId: world.acmeId, assessmentId: world.hazard }),
        world.rivalManager,
      );
      expect(ours.statusCode).toBe(404);
      expect(ours.body).not.toContain('Archer');
      const unlicensed = await download(ctx.app, url(name, { assessmentId: world.unlicensed }), world.overviewManager);
      expect(unlicensed.statusCode).toBe(404);
      const rivalTeam = await download(
        ctx.app,
        url(name, { assessmentId: world.hazard, subscriptionTeamId: world.rivalTeam }),
        world.overviewManager,
      );
      expect(rivalTeam.statusCode).toBe(404);
    },
  );

  type Query = (w: typeof world) => Record<string, string>;
  it.each<[string, Query, string, unknown]>([
    ['AssessmentResults', () => ({}), 'assessmentId', 'Choose an assessment: assessmentId is required.'],
    ['AssessmentResults', () => ({ assessmentId: 'hazard' }), 'assessmentId', 'The id must be a UUID.'],
    [
      'DetailedAssessmentResults',
      (w) => ({ assessmentId: w.hazard, includeDeviceMetrics: 'yes' }),
      'includeDeviceMetrics',
      'includeDeviceMetrics must be true or false.',
    ],
    [
      'DetailedAssessmentResults',
      (w) => ({ assessmentId: w.hazard, timeZone: 'Europe/Londres' }),
      'timeZone',
      expect.stringContaining('IANA time zone'),
    ],
  ])('%s refuses a wrong parameter (%#)', async (name, query, field, message) => {
    const response = await download(ctx.app, url(name, query(world)), world.overviewManager);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, messageKey: expect.any(String), message });
  });
});
