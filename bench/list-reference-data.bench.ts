import { performance } from 'node:perf_hooks';
import { questionTags } from '../apps/server/src/modules/tags/tag.table.ts';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { listOwnedByName } from '../apps/server/src/platform/tenancy/list-by-name.ts';
import { ownedBy } from '../apps/server/src/platform/tenancy/tenant-records.ts';
import { insertDriverMetrics, insertQuestionTags } from './generators/reference-data.ts';
import { postGraphql, type SignedInApp, startSignedInApp } from './support/bench-app.ts';
import { openBenchDatabase } from './support/bench-database.ts';
import { type BenchCase, measureSideBySide } from './support/measure.ts';
import { formatReport } from './support/report.ts';

const ROW_COUNT = 20_000;
const PAGE_SIZE = 50;
const HARD_CAP = 1_000;
/** One topic of the generated vocabulary, so about 1 row in 20 contains it. */
const SEARCH = 'speed';
const MAX_PAGE_BYTES = 20_000;
const WARMUP_ROUNDS = 10;
const ROUNDS = 100;

const PAGED_TAGS = `query ($search: String) { questionTags(first: ${PAGE_SIZE}, search: $search) { id name } }`;
const CAPPED_TAGS = `{ questionTags(first: ${HARD_CAP}) { id name } }`;
const PAGED_METRICS = `query ($search: String) { driverMetrics(first: ${PAGE_SIZE}, search: $search) { id name } }`;

interface Named {
  id: string;
  name: string;
}

function buildCases(db: Database, signedIn: SignedInApp): BenchCase[] {
  const { actor } = signedIn;
  return [
    {
      key: 'a',
      label: `GraphQL questionTags(first: ${PAGE_SIZE}, search: "${SEARCH}")`,
      run: () => postGraphql(signedIn, PAGED_TAGS, { search: SEARCH }),
    },
    {
      key: 'b',
      label: `GraphQL questionTags(first: ${HARD_CAP}) (hard cap)`,
      run: () => postGraphql(signedIn, CAPPED_TAGS),
    },
    {
      key: 'c',
      label: `SQL all ${ROW_COUNT.toLocaleString('en-GB')} rows + JSON (ship the table)`,
      run: async () => {
        const rows = await db
          .select({ id: questionTags.id, name: questionTags.name })
          .from(questionTags)
          .where(ownedBy(questionTags, actor));
        return JSON.stringify(rows);
      },
    },
    {
      key: 'd',
      label: `SQL of the paged query + JSON (no HTTP/GraphQL)`,
      run: async () => {
        const rows = await listOwnedByName(db, questionTags, actor, { offset: 0, limit: PAGE_SIZE, search: SEARCH });
        return JSON.stringify(rows.map(({ id, name }) => ({ id, name })));
      },
    },
    {
      key: 'e',
      label: `GraphQL driverMetrics(first: ${PAGE_SIZE}, search: "${SEARCH}")`,
      run: () => postGraphql(signedIn, PAGED_METRICS, { search: SEARCH }),
    },
  ];
}

/** Each case's answer must be right before its time means anything; returns the problems found. */
async function sanityProblems(cases: readonly BenchCase[]): Promise<string[]> {
  const bodies = new Map<string, string>();
  for (const benchCase of cases) bodies.set(benchCase.key, await benchCase.run());
  const problems: string[] = [];
  const expect = (condition: boolean, message: string) => {
    if (!condition) problems.push(message);
  };
  const graphqlRows = (key: string, field: string): Named[] => {
    const body = JSON.parse(bodies.get(key)!) as { data?: Record<string, Named[]>; errors?: unknown[] };
    expect(!body.errors, `${key}: GraphQL errors ${JSON.stringify(body.errors)}`);
    return body.data?.[field] ?? [];
  };

  const paged = graphqlRows('a', 'questionTags');
  expect(paged.length === PAGE_SIZE, `a: expected ${PAGE_SIZE} rows, got ${paged.length}`);
  expect(
    paged.every((row) => row.name.toLowerCase().includes(SEARCH)),
    `a: a row does not contain "${SEARCH}"`,
  );
  const pagedBytes = Buffer.byteLength(bodies.get('a')!);
  expect(pagedBytes < MAX_PAGE_BYTES, `a: the page is ${pagedBytes} bytes, over ${MAX_PAGE_BYTES}`);
  const capped = graphqlRows('b', 'questionTags');
  expect(capped.length === HARD_CAP, `b: expected ${HARD_CAP} rows, got ${capped.length}`);
  const whole = JSON.parse(bodies.get('c')!) as Named[];
  expect(whole.length === ROW_COUNT, `c: expected ${ROW_COUNT} rows, got ${whole.length}`);
  const rawPage = JSON.parse(bodies.get('d')!) as Named[];
  expect(
    JSON.stringify(rawPage.map((row) => row.id)) === JSON.stringify(paged.map((row) => row.id)),
    'd: the raw SQL page differs from the GraphQL page',
  );
  const metrics = graphqlRows('e', 'driverMetrics');
  expect(metrics.length === PAGE_SIZE, `e: expected ${PAGE_SIZE} rows, got ${metrics.length}`);
  expect(
    metrics.every((row) => row.name.toLowerCase().includes(SEARCH)),
    `e: a row does not contain "${SEARCH}"`,
  );
  return problems;
}

async function seed(db: Database, subscriptionId: string): Promise<void> {
  const started = performance.now();
  await insertQuestionTags(db, { subscriptionId, count: ROW_COUNT });
  await insertDriverMetrics(db, { subscriptionId, count: ROW_COUNT });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Seeded ${ROW_COUNT} question tags and ${ROW_COUNT} driver metrics in ${seconds} s`);
}

async function benchListReferenceData(): Promise<boolean> {
  const database = await openBenchDatabase();
  let signedIn: SignedInApp | undefined;
  try {
    console.log(`Database: ${database.description}`);
    signedIn = await startSignedInApp(database.handle);
    await seed(database.handle.db, signedIn.subscriptionId);
    const cases = buildCases(database.handle.db, signedIn);

    const problems = await sanityProblems(cases);
    if (problems.length > 0) {
      console.error(`Sanity checks failed:\n  ${problems.join('\n  ')}`);
      return false;
    }
    const results = await measureSideBySide(cases, { warmupRounds: WARMUP_ROUNDS, rounds: ROUNDS });
    console.log(`\n${WARMUP_ROUNDS} warm-up rounds, then ${ROUNDS} measured rounds, cases interleaved\n`);
    console.log(
      formatReport(results, [
        { numerator: 'a', denominator: 'c', label: 'paged search vs shipping the whole table' },
        { numerator: 'a', denominator: 'd', label: 'paged search through HTTP + GraphQL vs its bare SQL' },
        { numerator: 'b', denominator: 'c', label: 'hard-cap page vs shipping the whole table' },
      ]),
    );
    return true;
  } finally {
    await signedIn?.app.close();
    await database.close();
  }
}

process.exitCode = (await benchListReferenceData()) ? 0 : 1;
