import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { setTimeout as delay } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { buildAssessment, license } from '../apps/server/test/assignments-harness.ts';
import { buildSubscription } from '../apps/server/test/factories.ts';
import { buildItem, buildQuestion } from '../apps/server/test/sessions-harness.ts';
import { dropConstraints } from './generators/dashboard-data.ts';
import { type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';

/*
 * Exports at scale: GET /api/export/responseRawData of a million response events, end to end through the real app
 * over HTTP (the client writes the download to disk as it arrives): rows per second, and the process's peak memory
 * while it runs. The data is loaded in two steps, a tenth first and then the rest, and both sizes are exported in the
 * same run, so the memory of the two can be compared: a streamed export holds a batch, whatever the size. Fails only
 * when a sanity check fails (the file holds every row, exactly once).
 */
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const EVENTS_PER_SESSION = 10;
const SESSIONS_PER_DRIVER = 5;
const SAMPLE_EVERY_MS = 10;
const MB = 1024 * 1024;
const STANDINGS_SOURCE_TABLES = ['assessment_sessions', 'profiles', 'users'];

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

interface Content {
  subscriptionId: string;
  assessmentId: string;
  /** Per kind of question: its item, question and (first) answer. */
  picks: { itemId: string; questionId: string; answerId: string | null }[];
}

/** An assessment of four questions a session answers in turn: response time, choice, location and a text input. */
async function buildContent(db: Database): Promise<Content> {
  const subscription = await buildSubscription(db, { companyName: 'Bench Exports Ltd' });
  const assessmentId = await buildAssessment(db, 'Bench hazard perception');
  await license(db, subscription.id, assessmentId);
  const questions = [
    await buildQuestion(db, { name: 'Junction hazard', questionType: 'ResponseTimeVideo' }, [
      { answerText: 'Cyclist pulls out', score: 100, startResponseTimeSeconds: 2, endResponseTimeSeconds: 4 },
    ]),
    await buildQuestion(db, { name: 'What next?', questionType: 'MultipleChoiceImage' }, [
      { answerText: 'Brake gently', score: 100 },
    ]),
    await buildQuestion(db, { name: 'Spot the hazard', questionType: 'LocationResponseImage' }, [
      { answerText: 'Pedestrian', score: 100, windowLeft: 800, windowTop: 400, windowRight: 1100, windowBottom: 700 },
    ]),
    await buildQuestion(db, { name: 'Anything to add?', questionType: 'QuestionnaireInput' }),
  ];
  const picks: Content['picks'] = [];
  for (const [index, question] of questions.entries()) {
    const itemId = await buildItem(db, assessmentId, index + 1, [question.id]);
    picks.push({ itemId, questionId: question.id, answerId: question.answerIds[0] ?? null });
  }
  return { subscriptionId: subscription.id, assessmentId, picks };
}

/**
 * Response events `from` to `to` (exclusive), with their sessions and drivers, in set-based SQL. Event g belongs to
 * session g / 10, which belongs to driver session / 5; every id is an md5 of its kind and index, so a second call
 * continues where the first stopped. As in the dashboard generator, the foreign keys and secondary indexes of the
 * two big tables are dropped for the load and put back (validated, rebuilt) before the commit, and the standings
 * triggers are off during it and the standings rebuilt once after it.
 */
async function loadEvents(db: Database, content: Content, from: number, to: number) {
  const { subscriptionId: sub, assessmentId: a } = content;
  const firstSession = Math.floor(from / EVENTS_PER_SESSION);
  const lastSession = Math.ceil(to / EVENTS_PER_SESSION) - 1;
  const firstDriver = Math.floor(firstSession / SESSIONS_PER_DRIVER);
  const lastDriver = Math.floor(lastSession / SESSIONS_PER_DRIVER);
  const picks = sql.join(
    content.picks.map(
      (pick, k) => sql`(${k}::int, ${pick.itemId}::uuid, ${pick.questionId}::uuid, ${pick.answerId}::uuid)`,
    ),
    sql`, `,
  );
  const steps: string[] = [];
  const step = async <T>(label: string, work: () => Promise<T>) => {
    const began = performance.now();
    const result = await work();
    steps.push(`${label} ${((performance.now() - began) / 1000).toFixed(1)} s`);
    return result;
  };
  await db.transaction(async (tx) => {
    for (const table of STANDINGS_SOURCE_TABLES) await tx.execute(sql.raw(`alter table ${table} disable trigger user`));
    const restore = await dropConstraints(tx, ['assessment_sessions', 'question_response_events']);
    await tx.execute(sql`
      insert into users (id, user_name, email, normalized_email, email_confirmed, role_group_id, subscription_id)
      select md5('bench-export-user-' || d)::uuid, e, e, e, true, '7a1f0000-0000-4000-8000-000000000001', ${sub}
      from generate_series(${firstDriver}::int, ${lastDriver}::int) d, lateral (select 'driver' || d || '@bench-exports.test' as e) x
      on conflict (id) do nothing`);
    await tx.execute(sql`
      insert into profiles (id, user_id, subscription_id, first_name, last_name, unique_driver_pin)
      select md5('bench-export-profile-' || d)::uuid, md5('bench-export-user-' || d)::uuid, ${sub},
        (array['Ann','Ben','Cat','Dan','Eve','Zoë'])[1 + d % 6], 'Driver ' || d, 'BX' || d
      from generate_series(${firstDriver}::int, ${lastDriver}::int) d
      on conflict (id) do nothing`);
    await step('sessions', () =>
      tx.execute(sql`
      insert into assessment_sessions (id, subscription_id, assessment_id, user_id, started_by_user_id, session_index,
        start_date, end_date, is_finished, total_score, session_initialization_json)
      select md5('bench-export-session-' || s)::uuid, ${sub}, ${a}, u, u, s % ${SESSIONS_PER_DRIVER},
        timestamptz '2026-01-01T00:00:00Z' + s * interval '1 minute', timestamptz '2026-01-01T00:00:50Z' + s * interval '1 minute',
        true, (s * 37) % 101, '{}'::jsonb
      from generate_series(${firstSession}::int, ${lastSession}::int) s,
        lateral (select md5('bench-export-user-' || (s / ${SESSIONS_PER_DRIVER}))::uuid as u) x
      on conflict (id) do nothing`),
    );
    await step('events', () =>
      tx.execute(sql`
      with pick (k, item_id, question_id, answer_id) as (values ${picks})
      insert into question_response_events (id, subscription_id, event_date, created_at, question_id, question_answer_id,
        user_id, assessment_id, assessment_item_id, assessment_session_id, score, is_correct, response_time_seconds,
        click_position_x, click_position_y, text_input)
      select md5('bench-export-event-' || g)::uuid, ${sub},
        timestamptz '2026-01-01T00:00:00Z' + (g / ${EVENTS_PER_SESSION}) * interval '1 minute' + (g % ${EVENTS_PER_SESSION}) * interval '4 seconds',
        timestamptz '2026-01-01T00:00:01Z' + (g / ${EVENTS_PER_SESSION}) * interval '1 minute' + (g % ${EVENTS_PER_SESSION}) * interval '4 seconds',
        pick.question_id, case when pick.k < 3 and g % 3 > 0 then pick.answer_id end,
        md5('bench-export-user-' || (g / ${EVENTS_PER_SESSION} / ${SESSIONS_PER_DRIVER}))::uuid, ${a}, pick.item_id,
        md5('bench-export-session-' || (g / ${EVENTS_PER_SESSION}))::uuid,
        case when pick.k < 3 and g % 3 > 0 then 100 else 0 end, pick.k < 3 and g % 3 > 0,
        case when pick.k = 0 then 1 + (g % 50) / 10.0 end,
        case when pick.k = 2 then 700 + g % 500 end, case when pick.k = 2 then 300 + g % 500 end,
        case when pick.k = 3 then 'Note ' || g end
      from generate_series(${from}::int, ${to - 1}::int) g
      join pick on pick.k = g % 4`),
    );
    await step('keys and indexes', restore);
    for (const table of STANDINGS_SOURCE_TABLES) await tx.execute(sql.raw(`alter table ${table} enable trigger user`));
    // Its NOT IN over the computed rows stays a hash only within work_mem; past it, it turns quadratic.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await step('standings', () => tx.execute(sql`select rebuild_person_standings()`));
  });
  await step('analyze', () => db.execute(sql`analyze`));
  return steps.join(', ');
}

/** Downloads the export over HTTP to a file as it arrives, sampling this process's RSS meanwhile. */
async function measuredDownload(port: number, signedIn: SignedInApp, query: string, file: string) {
  collectGarbage();
  await delay(200);
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_EVERY_MS);
  const began = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: `/api/export/responseRawData?${query}`, headers: { cookie: signedIn.cookie } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`the export answered ${response.statusCode}`));
          pipeline(response, createWriteStream(file)).then(resolve, reject);
        },
      );
      request.on('error', reject);
    });
  } finally {
    clearInterval(timer);
  }
  const ms = performance.now() - began;
  peak = Math.max(peak, process.memoryUsage().rss);
  collectGarbage();
  await delay(200);
  // What is still held once garbage is collected: a peak of uncollected garbage is not memory the export keeps.
  const retained = process.memoryUsage().rss - start;
  return { ms, start, peak, retained, bytes: (await stat(file)).size };
}

/** Rows of the downloaded workbook (all worksheets, their headers left out), read as a stream. */
async function xlsxRows(file: string) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', worksheets: 'emit' });
  for await (const worksheet of reader) {
    for await (const row of worksheet) if (row.number > 1) rows++;
  }
  return rows;
}

/** Records of the downloaded CSV (the header left out): its line feeds, as no generated text holds one. */
async function csvRows(file: string) {
  let lines = 0;
  for await (const chunk of createReadStream(file)) {
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  }
  return lines - 1;
}

function check(condition: boolean, message: string) {
  if (!condition) throw new Error(`sanity check failed: ${message}`);
}

async function measureBoth(port: number, signedIn: SignedInApp, dir: string, rows: number) {
  const results = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const file = path.join(dir, `events-${rows}.${format}`);
    const run = await measuredDownload(port, signedIn, `format=${format}&timeZone=Europe/London`, file);
    const counted = format === 'xlsx' ? await xlsxRows(file) : await csvRows(file);
    check(counted === rows, `the ${format} file holds ${counted} rows, expected ${rows}`);
    await rm(file);
    results.push({ format, rows, ...run });
  }
  return results;
}

type Measured = Awaited<ReturnType<typeof measureBoth>>[number];

function report(results: Measured[], tenth: number): string {
  const mb = (bytes: number) => (bytes / MB).toFixed(0);
  const lines = [
    'format       rows       s   rows/s   file MB   RSS before MB   peak RSS MB (growth)   held after GC MB',
    ...results.map((r) =>
      [
        r.format.padEnd(6),
        r.rows.toLocaleString('en-GB').padStart(9),
        (r.ms / 1000).toFixed(1).padStart(7),
        Math.round((r.rows * 1000) / r.ms)
          .toLocaleString('en-GB')
          .padStart(8),
        (r.bytes / MB).toFixed(1).padStart(9),
        mb(r.start).padStart(15),
        `${mb(r.peak)} (+${mb(r.peak - r.start)})`.padStart(22),
        `+${mb(Math.max(0, r.retained))}`.padStart(18),
      ].join(' '),
    ),
  ];
  for (const format of ['xlsx', 'csv']) {
    const [small, large] = results.filter((r) => r.format === format);
    const growth = (r: Measured) => Math.max(r.peak - r.start, MB);
    lines.push(
      `${format}: peak RSS growth at ${ROWS.toLocaleString('en-GB')} rows over that at ${tenth.toLocaleString('en-GB')}: ` +
        `${(growth(large!) / growth(small!)).toFixed(2)}x for 10x the rows (a growth counts as 1 MB at least)`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'roadmark-bench-exports-'));
  const database = await openBenchDatabase();
  try {
    const signedIn = await startSignedInApp(database.handle, { DATA_DIR: dir, EXPORT_RATE_LIMIT_PER_MINUTE: '1000' });
    await signedIn.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (signedIn.app.server.address() as AddressInfo).port;
    const db = database.handle.db;
    const content = await buildContent(db);
    const tenth = Math.round(ROWS / 10);
    const results = [];
    for (const [from, to] of [
      [0, tenth],
      [tenth, ROWS],
    ] as const) {
      const began = performance.now();
      const steps = await loadEvents(db, content, from, to);
      console.log(
        `loaded events ${from.toLocaleString('en-GB')}-${to.toLocaleString('en-GB')} in ${((performance.now() - began) / 1000).toFixed(1)} s (${steps})`,
      );
      results.push(...(await measureBoth(port, signedIn, dir, to)));
    }
    console.log(`\nDatabase: ${database.description}; Node ${process.version}`);
    console.log(report(results, tenth));
    await signedIn.app.close();
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
