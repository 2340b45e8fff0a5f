import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PIN_ALPHABET } from '@roadmark/domain/pin';
import { ROLE_GROUPS } from '@roadmark/domain/roles';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { users } from '../apps/server/src/modules/accounts/user.table.ts';
import { profiles } from '../apps/server/src/modules/people/profile.table.ts';
import { subscriptionTeams } from '../apps/server/src/modules/teams/subscription-team.table.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { buildSubscription } from '../apps/server/test/factories.ts';
import { multipartBody } from '../apps/server/test/multipart-body.ts';
import { postGraphql, type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { copyRows, csvField } from './support/copy-rows.ts';

/*
 * Imports at scale: importing 10,000 users from an xlsx, end to end through the real app (upload, then importUsers):
 * rows per second and the process's peak memory; and the import's database write throughput as a ratio to PostgreSQL
 * COPY of the same rows (accounts and profiles) into another subscription, measured in the same run. A second import
 * of the same file (every row already there) shows what checking a file costs. Fails only if a sanity check fails.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const TEAMS = 10;
/** Every tenth person has no email: a PIN account, as real driver lists have. */
const PIN_EVERY = 10;
const SAMPLE_EVERY_MS = 10;
const MB = 1024 * 1024;
const DRIVER_GROUP_ID = ROLE_GROUPS.find((group) => group.name === 'Driver')!.id;

const IMPORT = `mutation ($blobId: ID!, $subscriptionId: ID!) {
  importUsers(blobId: $blobId, subscriptionId: $subscriptionId, roleGroup: "Driver") { totalRows changedCount rows { outcome } }
}`;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('People');
  sheet.addRow(['Email', 'First name', 'Last name', 'Team', 'Security group', 'Password']);
  for (let i = 0; i < ROWS; i++) {
    const email = i % PIN_EVERY === 0 ? '' : `bench.person.${i}@example.com`;
    sheet.addRow([email, `First${i}`, `Last${i}`, `Team ${i % TEAMS}`, 'Driver', '']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function subscriptionWithTeams(db: Database) {
  const subscription = await buildSubscription(db);
  await db.insert(subscriptionTeams).values(
    Array.from({ length: TEAMS }, (_, i) => ({
      id: crypto.randomUUID(),
      subscriptionId: subscription.id,
      name: `Team ${i}`,
    })),
  );
  return subscription.id;
}

/** Runs `work` while sampling this process's RSS; answers its duration and the peak RSS growth over the start. */
async function measured<T>(work: () => Promise<T>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_EVERY_MS);
  const began = performance.now();
  const result = await work();
  const ms = performance.now() - began;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, ms, peakRss: peak, growth: peak - start };
}

async function upload(signedIn: SignedInApp, content: Buffer): Promise<string> {
  const body = multipartBody([{ filename: 'people.xlsx', content }]);
  const response = await signedIn.app.inject({
    method: 'POST',
    url: '/api/files/upload?purpose=import',
    payload: body.payload,
    headers: { ...body.headers, 'x-roadmark-csrf': '1', cookie: signedIn.cookie },
  });
  if (response.statusCode !== 200) throw new Error(`upload refused: ${response.body}`);
  return response.json()[0].id;
}

async function importOnce(signedIn: SignedInApp, blobId: string, subscriptionId: string) {
  const body = JSON.parse(await postGraphql(signedIn, IMPORT, { blobId, subscriptionId }));
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data.importUsers as { totalRows: number; changedCount: number; rows: { outcome: string }[] };
}

function pinOf(i: number): string {
  let pin = '';
  for (let rest = i; pin.length < 6; rest = Math.floor(rest / PIN_ALPHABET.length)) {
    pin = PIN_ALPHABET[rest % PIN_ALPHABET.length] + pin;
  }
  return `ZZ${pin}`;
}

/** The accounts and profiles the import made, as COPY input for another subscription (new ids, emails and PINs). */
async function sameRowsForCopy(db: Database, fromSubscription: string, toSubscription: string) {
  const made = await db
    .select({
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      teamName: subscriptionTeams.name,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptionTeams, eq(subscriptionTeams.id, profiles.subscriptionTeamId))
    .where(eq(users.subscriptionId, fromSubscription));
  const teams = await db.select().from(subscriptionTeams).where(eq(subscriptionTeams.subscriptionId, toSubscription));
  const teamId = new Map(teams.map((team) => [team.name, team.id]));
  const userLines: string[] = [];
  const profileLines: string[] = [];
  made.forEach((row, i) => {
    const userId = crypto.randomUUID();
    const email = `copy.${i}.${row.email}`;
    userLines.push([userId, email, email, email, false, null, DRIVER_GROUP_ID, toSubscription].map(csvField).join(','));
    const team = row.teamName ? (teamId.get(row.teamName) ?? null) : null;
    profileLines.push(
      [crypto.randomUUID(), userId, row.firstName, row.lastName, toSubscription, team, pinOf(i)]
        .map(csvField)
        .join(','),
    );
  });
  return [
    {
      table: 'users',
      columns: [
        'id',
        'user_name',
        'email',
        'normalized_email',
        'email_confirmed',
        'password_hash',
        'role_group_id',
        'subscription_id',
      ],
      csv: `${userLines.join('\n')}\n`,
    },
    {
      table: 'profiles',
      columns: [
        'id',
        'user_id',
        'first_name',
        'last_name',
        'subscription_id',
        'subscription_team_id',
        'unique_driver_pin',
      ],
      csv: `${profileLines.join('\n')}\n`,
    },
  ];
}

async function peopleIn(db: Database, subscriptionId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.subscriptionId, subscriptionId));
  return row!.n;
}

function check(condition: boolean, message: string) {
  if (!condition) throw new Error(`sanity check failed: ${message}`);
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'roadmark-bench-import-'));
  const database = await openBenchDatabase();
  try {
    const signedIn = await startSignedInApp(database.handle, { DATA_DIR: dataDir });
    const db = database.handle.db;
    const file = await workbook();
    const importTarget = await subscriptionWithTeams(db);
    const copyTarget = await subscriptionWithTeams(db);
    const blobId = await upload(signedIn, file);

    const first = await measured(() => importOnce(signedIn, blobId, importTarget));
    check(first.result.changedCount === ROWS, `created ${first.result.changedCount} of ${ROWS}`);
    check((await peopleIn(db, importTarget)) === ROWS, 'every row has a profile');
    const again = await measured(() => importOnce(signedIn, blobId, importTarget));
    check(again.result.changedCount === 0, 'the second import of the same file changes nothing');
    check(
      again.result.rows.every((row) => row.outcome === 'Unchanged'),
      'every row is unchanged the second time',
    );

    const copyInput = await sameRowsForCopy(db, importTarget, copyTarget);
    const copy = await measured(() => copyRows(database.handle, copyInput));
    check((await peopleIn(db, copyTarget)) === ROWS, 'COPY wrote every row');

    const perSecond = (ms: number) => Math.round((ROWS * 1000) / ms).toLocaleString('en-GB');
    console.log(`Database: ${database.description}`);
    console.log(`File: ${ROWS.toLocaleString('en-GB')} people in an xlsx of ${(file.length / 1024).toFixed(0)} KB`);
    console.log('case                                         ms   rows/s   peak RSS MB (growth)');
    for (const [label, run] of [
      ['a. importUsers, all new', first],
      ['b. importUsers, same file again (no change)', again],
      ['c. COPY of the same accounts and profiles', copy],
    ] as const) {
      const memory = `${(run.peakRss / MB).toFixed(0)} (+${(run.growth / MB).toFixed(0)})`;
      console.log(`${label.padEnd(44)} ${run.ms.toFixed(0).padStart(6)} ${perSecond(run.ms).padStart(8)}   ${memory}`);
    }
    console.log(`ratio a/c (import time over COPY time for the same rows): ${(first.ms / copy.ms).toFixed(1)}x`);
    await signedIn.app.close();
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
