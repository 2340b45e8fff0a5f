import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { QuestionType } from '@roadmark/domain/content/question-types';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import {
  buildWindowSums,
  foldPendingSessions,
} from '../../apps/server/src/modules/item-analysis/fold-pending-sessions.ts';
import { seedFoundation } from '../../apps/server/src/modules/seed/seed-foundation.ts';
import type { Database, Executor } from '../../apps/server/src/platform/db/database.ts';
import { openBenchDatabase } from '../support/bench-database.ts';

/** What item analysis keeps, vacuumed with the rest. */
const ITEM_ANALYSIS_TABLES = [
  'item_analysis_pending_sessions',
  'item_analysis_question_days',
  'item_analysis_session_days',
  'item_analysis_choice_days',
  'item_analysis_response_time_days',
  'item_analysis_click_bins',
  'item_analysis_heat_cells',
  'item_analysis_window_days',
  'item_analysis_near_misses',
  'item_analysis_window_builds',
];

/**
 * Dashboards fast at any size: a provider with many customer subscriptions, drivers, sessions and response events,
 * built with set-based SQL (INSERT ... SELECT over generate_series and small temporary tables), so the full size
 * (200 subscriptions, 50,000 drivers, 200,000 sessions, 2,000,000 events) takes a minute or two on PostgreSQL.
 *
 * Every pseudo-random choice is `hashint8extended(index, seed)`, and every id is `md5(seed:kind:index)` as a uuid,
 * so the same seed and anchor date give the same data. The anchor date (today, midnight UTC, unless told) is "now"
 * for session dates and due dates.
 */
export interface DashboardDataOptions {
  /** Customer subscriptions (type Subscription); a distributor and a Study subscription come on top. */
  subscriptions: number;
  /** Drivers of the customer subscriptions; the study's participants (1 in 100 of this) come on top. */
  drivers: number;
  /** Assessment sessions in total (the study's included). */
  sessions: number;
  /** Question response events in total (the study's included). */
  events: number;
  seed: number;
  /** "Now" for the generated dates. */
  anchorDate: Date;
  /** Called after each step with its duration (for the CLI's timing). */
  onStep?: (step: string, ms: number) => void;
}

export const FULL_SIZE = { subscriptions: 200, drivers: 50_000, sessions: 200_000, events: 2_000_000 } as const;

/** The full size multiplied by `scale` (0.1: 20 subscriptions, 5,000 drivers, 20,000 sessions, 200,000 events). */
export function sizeAt(scale: number) {
  return {
    subscriptions: Math.max(2, Math.round(FULL_SIZE.subscriptions * scale)),
    drivers: Math.max(20, Math.round(FULL_SIZE.drivers * scale)),
    sessions: Math.max(20, Math.round(FULL_SIZE.sessions * scale)),
    events: Math.max(100, Math.round(FULL_SIZE.events * scale)),
  };
}

export interface GeneratedDashboardData {
  seed: number;
  anchorDate: Date;
  /** Customer subscriptions by size, biggest first (index 0 is the biggest). */
  subscriptionIds: string[];
  driverCounts: number[];
  distributorSubscriptionId: string;
  /** The customer subscriptions beneath the distributor. */
  distributedSubscriptionIds: string[];
  distributorAdministratorUserId: string;
  studySubscriptionId: string;
  /** The Overview manager (SubscriptionAdministration + DriverManagement) of each customer subscription, by index. */
  overviewManagerUserIds: string[];
  /** Assessments (type Assessment) first, then training modules. */
  assessmentIds: string[];
  trainingModuleIds: string[];
  driverMetricIds: string[];
}

/**
 * Deterministic uuid: md5 of `seed:kind:key` with the version nibble set to 4 and the variant to 8, so it passes the
 * API's uuid validation. The SQL steps make the same value (`UID` below).
 */
export function benchUuid(seed: number, kind: string, key: string | number): string {
  const hex = createHash('md5').update(`${seed}:${kind}:${key}`).digest('hex');
  const shaped = `${hex.slice(0, 12)}4${hex.slice(13, 16)}8${hex.slice(17)}`;
  return `${shaped.slice(0, 8)}-${shaped.slice(8, 12)}-${shaped.slice(12, 16)}-${shaped.slice(16, 20)}-${shaped.slice(20)}`;
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const lit = (value: string) => `'${value.replaceAll("'", "''")}'`;

const METRICS: ReadonlyArray<readonly [name: string, startValue: number]> = [
  ['Hazard anticipation', 50],
  ['Speed management', 45],
  ['Observation', 40],
  ['Following distance', 50],
  ['Distraction', 55],
  ['Attitude to risk', 45],
];

const Q = QuestionType;
const ASSESSMENT_LAYOUT = [
  Q.MultipleChoiceVideo,
  Q.ResponseTimeVideo,
  Q.LocationResponseImage,
  Q.MultipleChoiceImage,
  Q.SlidingScaleVideo,
  Q.ResponseTimeVideo,
  Q.LocationResponseImage,
  Q.MultipleChoiceVideo,
] as const;
const TRAINING_LAYOUT = [
  Q.MultipleChoiceVideo,
  Q.MultipleChoiceImage,
  Q.ResponseTimeVideo,
  Q.MultipleChoiceVideo,
  Q.LocationResponseImage,
  Q.MultipleChoiceImage,
] as const;

interface ContentSpec {
  name: string;
  type: 'Assessment' | 'TrainingModule';
  /** Indexes into METRICS: the questions' primary metrics, in turn. */
  metrics: number[];
  layout: readonly QuestionType[];
  highRiskBelow: number;
  mediumRiskBelow: number;
}

/** Four assessments and two training modules; every customer subscription licenses all six, the study the first. */
const CONTENT: readonly ContentSpec[] = [
  {
    name: 'Hazard perception',
    type: 'Assessment',
    metrics: [0, 2, 4],
    layout: ASSESSMENT_LAYOUT,
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
  {
    name: 'Speed and space',
    type: 'Assessment',
    metrics: [1, 3, 0],
    layout: ASSESSMENT_LAYOUT,
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
  {
    name: 'Eyes on the road',
    type: 'Assessment',
    metrics: [2, 4, 5],
    layout: ASSESSMENT_LAYOUT,
    highRiskBelow: 35,
    mediumRiskBelow: 65,
  },
  {
    name: 'Attitude and journey planning',
    type: 'Assessment',
    metrics: [5, 1, 3],
    layout: ASSESSMENT_LAYOUT,
    highRiskBelow: 40,
    mediumRiskBelow: 75,
  },
  {
    name: 'Cornering in the wet',
    type: 'TrainingModule',
    metrics: [1],
    layout: TRAINING_LAYOUT,
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
  {
    name: 'Phones and driving',
    type: 'TrainingModule',
    metrics: [4],
    layout: TRAINING_LAYOUT,
    highRiskBelow: 30,
    mediumRiskBelow: 70,
  },
];

/** How a question of each type is answered: its answers best first (rank 0), and how many choices a driver has. */
function answersOf(type: QuestionType) {
  switch (type) {
    case Q.SlidingScaleVideo:
      return [100, 75, 50, 25, 0].map((score) => ({ score, rt: null, window: null }));
    case Q.ResponseTimeVideo:
      // Rank 2 (a click outside both windows) has no answer row.
      return [
        { score: 100, rt: [2, 4] as const, window: null },
        { score: 50, rt: [4, 6] as const, window: null },
      ];
    case Q.LocationResponseImage:
      return [
        { score: 100, rt: null, window: [300, 200, 600, 450] as const },
        { score: 50, rt: null, window: [1100, 500, 1400, 750] as const },
      ];
    default:
      return [100, 40, 0].map((score) => ({ score, rt: null, window: null }));
  }
}

const isMultiClick = (type: QuestionType) => type === Q.ResponseTimeVideo || type === Q.LocationResponseImage;

const COMPANY_PREFIXES = [
  'Northway',
  'Eastgate',
  'Redline',
  'Bluewater',
  'Kestrel',
  'Harbour',
  'Summit',
  'Riverside',
  'Oakfield',
  'Pennine',
  'Solent',
  'Thames',
  'Severn',
  'Cairn',
  'Falcon',
  'Granite',
  'Heron',
  'Lakeside',
  'Meridian',
  'Orchard',
  'Quayside',
  'Ridgeway',
  'Station',
  'Trident',
  'Westfield',
];
const COMPANY_SUFFIXES = [
  'Logistics',
  'Haulage',
  'Couriers',
  'Transport',
  'Fleet Services',
  'Distribution',
  'Freight',
  'Removals',
];
const TEAM_NAMES = [
  'Depot North',
  'Depot South',
  'Night shift',
  'Day shift',
  'Long haul',
  'Urban delivery',
  'Vans',
  'HGV',
  'Apprentices',
  'Regional',
  'Airport run',
  'Cold chain',
];
const FIRST_NAMES = [
  'Aisha',
  'Ben',
  'Chloe',
  'Daniel',
  'Ella',
  'Farid',
  'Grace',
  'Harry',
  'Isla',
  'Jack',
  'Kiran',
  'Laura',
  'Mohammed',
  'Nina',
  'Oliver',
  'Priya',
  'Quentin',
  'Rosie',
  'Samuel',
  'Tara',
  'Umar',
  'Victoria',
  'William',
  'Xena',
  'Yusuf',
  'Zoe',
  'Adam',
  'Beth',
  'Connor',
  'Deepa',
  'Ethan',
  'Fiona',
  'George',
  'Hannah',
  'Imran',
  'Jessica',
  'Kai',
  'Leah',
  'Marek',
  'Olga',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Khan',
  'Lewis',
  'Harris',
  'Martin',
  'Cooper',
  'King',
  'Lee',
  'Baker',
  'Hughes',
  'Kowalski',
  'Nowak',
  'Ahmed',
  'Singh',
  "O'Brien",
  'Murphy',
  'Campbell',
  'Stewart',
  'Scott',
  'Morris',
  'Moore',
  'Turner',
  'Hill',
  'Ward',
  'Mitchell',
  'Carter',
  'Phillips',
  'Adams',
  'Bennett',
  'Gray',
  'Shaw',
  'Kelly',
  'Cook',
  'Price',
  'Bell',
  'Ali',
  'Chen',
  'Nguyen',
  'Silva',
  'Rossi',
];
const sqlArray = (values: readonly string[]) => `array[${values.map(lit).join(',')}]`;

/** Zipf-like sizes (weight 1/k): a few big subscriptions, many small ones, each with at least 5 drivers. */
export function zipfCounts(total: number, buckets: number): number[] {
  if (total < 5 * buckets) throw new Error(`${total} drivers cannot give ${buckets} subscriptions 5 each`);
  const weights = Array.from({ length: buckets }, (_, k) => 1 / (k + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.max(5, Math.floor((total * w) / sum)));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; rest !== 0; k = (k + 1) % buckets) {
    if (rest > 0) {
      counts[k]!++;
      rest--;
    } else if (counts[k]! > 5) {
      counts[k]!--;
      rest++;
    }
  }
  return counts;
}

/** The tables whose triggers keep the dashboards' standings (migration 0013_person_standings). */
const STANDINGS_SOURCE_TABLES = ['assessment_sessions', 'user_assessment_assignments', 'profiles', 'users'];

/**
 * Generates the data set into a migrated, seeded database (seedFoundation has run: role groups and the provider).
 * Runs in one transaction; foreign keys and the secondary indexes of the big tables are dropped for the bulk load
 * and put back (validated and rebuilt) before the commit, so every constraint still holds; the standings triggers are
 * off meanwhile and the standings rebuilt once at the end. Then VACUUM ANALYZE.
 */
export async function generateDashboardData(
  db: Database,
  options: Partial<DashboardDataOptions> = {},
): Promise<GeneratedDashboardData> {
  const size = { ...FULL_SIZE, ...options };
  const seed = options.seed ?? 1;
  const anchor = options.anchorDate ?? new Date(new Date().toISOString().slice(0, 10));
  const anchorSql = `${lit(anchor.toISOString())}::timestamptz`;
  const id = (kind: string, key: string | number) => benchUuid(seed, kind, key);
  /** Uniform in [0, 1), a pure function of the (integer) expression and the salt. */
  const R = (expr: string, salt: number) =>
    `((hashint8extended((${expr})::int8, ${seed * 1000 + salt}) & 2147483647)::float8 / 2147483648.0)`;
  /** Uniform integer in [0, n). */
  const RI = (expr: string, salt: number, n: number | string) => `floor(${R(expr, salt)} * (${n}))::int`;
  /** The uuid `benchUuid(seed, kind, key)` gives, in SQL. */
  const UID = (kind: string, keyExpr: string) =>
    `overlay(overlay(md5(${lit(`${seed}:${kind}:`)} || (${keyExpr})) placing '4' from 13) placing '8' from 17)::uuid`;

  const driverRole = roleGroupByName(RoleGroupName.Driver).id;
  const driverManagerRole = roleGroupByName(RoleGroupName.DriverManager).id;
  const overviewRole = roleGroupByName(RoleGroupName.OverviewManager).id;
  const distributorRole = roleGroupByName(RoleGroupName.DistributorAdministrator).id;

  const N = size.subscriptions;
  const driverCounts = zipfCounts(size.drivers, N);
  const participants = Math.max(10, Math.round(size.drivers / 100));
  const subscriptionIds = driverCounts.map((_, k) => id('subscription', k + 1));
  const distributorSubscriptionId = id('subscription', 'distributor');
  const studySubscriptionId = id('subscription', 'study');
  /** Every 20th subscription (the 3rd, 23rd, ...) is a distributor's: 10 of 200, of mixed sizes. */
  const distributed = (k: number) => k % 20 === 3 || (N < 20 && k === Math.min(3, N));
  const distributedSubscriptionIds = subscriptionIds.filter((_, index) => distributed(index + 1));

  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    options.onStep?.(step, performance.now() - started);
    return result;
  };

  const contentIds = CONTENT.map((_, a) => id('assessment', a));
  const metricIds = METRICS.map((_, m) => id('metric', m));

  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`set local synchronous_commit = off`);
    await run(`set local work_mem = '256MB'`);
    await run(`set local maintenance_work_mem = '512MB'`);

    await timed('content (6 assessments, 44 questions, metrics, rules)', () =>
      insertContent(run, { seed, id, contentIds, metricIds }),
    );

    await timed('subscriptions, teams, licences (temp tables)', async () => {
      const firstDriver: number[] = [];
      let next = 1;
      for (const count of driverCounts) {
        firstDriver.push(next);
        next += count;
      }
      // Teams: 2..8, more in the bigger subscriptions.
      const subRows = driverCounts.map((count, index) => {
        const k = index + 1;
        const name = `${COMPANY_PREFIXES[index % COMPANY_PREFIXES.length]} ${
          COMPANY_SUFFIXES[Math.floor(index / COMPANY_PREFIXES.length) % COMPANY_SUFFIXES.length]
        }${index >= COMPANY_PREFIXES.length * COMPANY_SUFFIXES.length ? ` ${k}` : ''}`;
        return `(${k}, ${lit(subscriptionIds[index]!)}::uuid, 'customer', ${lit(name)}, ${firstDriver[index]}, ${count}, least(8, ${2 + Math.min(6, Math.floor(count / 200))} + ${RI(String(k), 1, 3)}), ${distributed(k)})`;
      });
      subRows.push(
        `(${N + 1}, ${lit(studySubscriptionId)}::uuid, 'study', 'Bench road safety study', ${next}, ${participants}, 0, false)`,
      );
      await run(`create temp table bench_sub (idx int primary key, id uuid not null, kind text not null, name text not null,
        first_driver int not null, driver_count int not null, team_count int not null, distributed boolean not null) on commit drop`);
      await run(`insert into bench_sub values ${subRows.join(',\n')}`);
      await run(`insert into subscriptions (id, company_name, subscription_type, max_users, allow_export, automatic_reminders)
        values (${lit(distributorSubscriptionId)}, 'Bench Fleet Partners', 'Distributor', 100, true, false)`);
      await run(`insert into subscriptions (id, company_name, subscription_type, max_users, allow_export, high_risk_below,
          medium_risk_below, distributor_subscription_id, study_unique_code, study_return_url, automatic_reminders)
        select id, name, case kind when 'study' then 'Study' else 'Subscription' end::subscription_type,
          driver_count + 100, idx % 2 = 1, 30, 70,
          case when distributed then ${lit(distributorSubscriptionId)}::uuid end,
          case kind when 'study' then ${lit(`BENCHSTUDY${seed}`)} end,
          case kind when 'study' then 'https://study.example.org/return' end, kind = 'customer'
        from bench_sub order by idx`);
      await run(`create temp table bench_team on commit drop as
        select s.idx as sub_idx, s.id as subscription_id, t, ${UID('team', `s.idx || ':' || t`)} as id
        from bench_sub s, generate_series(1, s.team_count) t`);
      await run(`insert into subscription_teams (id, subscription_id, name)
        select id, subscription_id, (${sqlArray(TEAM_NAMES)})[1 + (sub_idx + t) % ${TEAM_NAMES.length}] from bench_team`);
      await run(`insert into subscription_assessments (id, subscription_id, assessment_id, max_restarts)
        select ${UID('licence', `s.idx || ':' || c.a`)}, s.id, c.id, 1
        from bench_sub s join bench_content c on s.kind = 'customer' or c.a = 0`);
    });

    await timed('drivers and managers (temp table)', async () => {
      await run(`create temp table bench_driver on commit drop as
        select i, s.idx as sub_idx, s.id as subscription_id, s.kind, ${UID('user', 'i')} as user_id,
          case when s.team_count = 0 or ${R('i', 2)} < 0.1 then null
            else ${UID('team', `s.idx || ':' || (1 + floor(s.team_count * power(${R('i', 3)}, 1.6))::int)`)} end as team_id,
          15 + 80 * ${R('i', 4)} as ability,
          case when s.kind = 'study' then (${R('i', 5)} < 0.8)::int else ${RI('i', 5, 9)} end as natural_sessions,
          case when s.kind = 'study' then 1 else 8 end as max_sessions,
          4 + ${RI('i', 6, 50)} as gap_days,
          1 + ${RI('i', 7, 3)} as rep,
          ${RI('i', 8, 5)} as slot_offset,
          s.kind = 'customer' and ${R('i', 9)} < 0.01 as archived
        from bench_sub s, generate_series(s.first_driver, s.first_driver + s.driver_count - 1) i`);
      await run(`alter table bench_driver add primary key (i)`);
      await run(`create temp table bench_manager on commit drop as
        select s.idx as sub_idx, s.id as subscription_id, m, ${UID('manager', `s.idx || ':' || m`)} as user_id,
          case when m = 0 then ${lit(overviewRole)} else ${lit(driverManagerRole)} end::uuid as role_group_id,
          case when m = 0 then null else ${UID('team', `s.idx || ':' || m`)} end as team_id
        from bench_sub s, generate_series(0, least(s.team_count, 3)) m`);
    });

    const bulkTables = [
      'users',
      'profiles',
      'user_assessment_assignments',
      'assessment_sessions',
      'assessment_session_metric_scores',
      'user_driver_metrics',
      'question_response_events',
      'assessment_session_question_scores',
    ];
    // Content changes renew the content version in deferred triggers; fired now, they leave nothing pending on the
    // content tables, which PostgreSQL requires before a foreign key referencing them is dropped.
    await run('set constraints all immediate');
    const restore = await timed('drop foreign keys and secondary indexes of the bulk tables', () =>
      dropConstraints(tx, bulkTables),
    );
    // The standings triggers refresh per statement; a bulk load rebuilds them once at the end instead.
    for (const table of STANDINGS_SOURCE_TABLES) await run(`alter table ${table} disable trigger user`);

    await timed('users, profiles, study participants', async () => {
      await run(`insert into users (id, user_name, email, normalized_email, email_confirmed, role_group_id, subscription_id, archived)
        select user_id, email, email, email, true, ${lit(driverRole)}, subscription_id, archived from (
          select *, case kind when 'study' then 'participant-' || user_id || '@pins.roadmark.local'
            else 'driver' || i || '.s${seed}@bench.roadmark.test' end as email from bench_driver) d`);
      await run(`insert into users (id, user_name, email, normalized_email, email_confirmed, role_group_id, subscription_id)
        select user_id, email, email, email, true, role_group_id, subscription_id from (
          select *, 'manager' || sub_idx || '-' || m || '.s${seed}@bench.roadmark.test' as email from bench_manager) m`);
      const distributorAdmin = id('user', 'distributor-admin');
      await run(`insert into users (id, user_name, email, normalized_email, email_confirmed, role_group_id, subscription_id)
        values (${lit(distributorAdmin)}, 'distributor.s${seed}@bench.roadmark.test', 'distributor.s${seed}@bench.roadmark.test',
          'distributor.s${seed}@bench.roadmark.test', true, ${lit(distributorRole)}, ${lit(distributorSubscriptionId)})`);
      const first = (key: string) => `(${sqlArray(FIRST_NAMES)})[1 + ${RI(key, 10, FIRST_NAMES.length)}]`;
      const last = (key: string) => `(${sqlArray(LAST_NAMES)})[1 + ${RI(key, 11, LAST_NAMES.length)}]`;
      const managerKey = '100000000 + sub_idx * 10 + m';
      await run(`insert into profiles (id, subscription_id, archived, user_id, first_name, last_name, unique_driver_pin, subscription_team_id)
        select ${UID('profile', 'i')}, subscription_id, archived, user_id, ${first('i')}, ${last('i')}, 'BD${seed}-' || i, team_id
        from bench_driver`);
      await run(`insert into profiles (id, subscription_id, user_id, first_name, last_name, unique_driver_pin, subscription_team_id)
        select ${UID('profile', `'manager:' || sub_idx || ':' || m`)}, subscription_id, user_id,
          ${first(managerKey)}, ${last(managerKey)}, 'BM${seed}-' || sub_idx || '-' || m, team_id
        from bench_manager`);
      await run(`insert into profiles (id, subscription_id, user_id, first_name, last_name, unique_driver_pin)
        values (${lit(id('profile', 'distributor-admin'))}, ${lit(distributorSubscriptionId)}, ${lit(distributorAdmin)},
          'Dana', 'Distributor', 'BX${seed}-1')`);
      await run(`insert into study_participants (id, subscription_id, user_identifier, user_id)
        select ${UID('participant', 'd.i')}, d.subscription_id, 'P' || lpad((d.i - s.first_driver + 1)::text, 5, '0'), d.user_id
        from bench_driver d join bench_sub s on s.idx = d.sub_idx where d.kind = 'study'`);
      await run(`update subscriptions s set current_users = x.n from (
          select subscription_id, count(*)::int as n from users where not archived group by subscription_id) x
        where s.id = x.subscription_id and s.id <> ${lit(PROVIDER_SUBSCRIPTION_ID)}`);
    });

    await timed(`sessions (${size.sessions.toLocaleString('en-GB')}, temp table)`, async () => {
      // Candidates: k = 1..natural (0..8) per driver, plus one spare each; the first `sessions` by (spare, hash)
      // are kept, so the total is exact and every driver keeps 0..8. Then the k-th session of a driver is renumbered.
      // Event counts: each session's natural count (items answered + extra clicks), scaled by cumulative sums so
      // the events add up to exactly `events`.
      const slot = `((d.slot_offset + (n.k - 1) / d.rep) % 5)`;
      await run(`create temp table bench_session on commit drop as
        with candidates as (
          select d.i, k, k > d.natural_sessions as spare
          from bench_driver d, generate_series(1, least(d.natural_sessions + 1, d.max_sessions)) k
        ), kept as (
          select i, k from candidates order by spare, hashint8extended(i::int8 * 16 + k, ${seed * 1000 + 20}), i, k
          limit ${size.sessions}
        ), numbered as (
          select i, row_number() over (partition by i order by k)::int as k, count(*) over (partition by i)::int as n
          from kept
        ), placed as (
          select row_number() over (order by n.i, n.k)::int as j, n.i, n.k, n.n, d.user_id, d.subscription_id,
            d.ability, d.gap_days,
            case when d.kind = 'study' then 0 when ${slot} < 4 then ${slot} else 4 + d.i % 2 end as a
          from numbered n join bench_driver d on d.i = n.i
        ), dated as (
          select p.*, c.id as assessment_id, c.n_items, c.multi, c.is_training,
            ${anchorSql} - interval '1 day' * ((p.n - p.k) * p.gap_days + 0.2 + 0.8 * p.gap_days * ${R('p.j', 21)})
              as start_date,
            ${R('p.j', 22)} < (case when p.k = p.n then 0.75 else 0.97 end) as is_finished
          from placed p join bench_content c on c.a = p.a
        ), scored as (
          select x.*,
            case when x.is_finished then least(100, greatest(0,
              round(x.ability + (${R('x.j', 23)} - 0.5) * 30 + (x.k - 1) * 1.5)))::int end as total_score,
            x.is_finished and ${R('x.j', 24)} < 0.02 as marked_suspicious,
            case when x.is_finished then x.start_date + interval '1 minute' * (8 + 30 * ${R('x.j', 25)}) end as end_date,
            case when x.is_finished then x.n_items else ${RI('x.j', 26, 'x.n_items')} end as position,
            case when x.is_finished then x.n_items + 2 + ${RI('x.j', 27, 3)} else ${RI('x.j', 26, 'x.n_items')} end
              as natural_events
          from dated x
        ), cumulative as (
          select s.*, sum(s.natural_events) over (order by s.j)::int8 as cum, sum(s.natural_events) over ()::int8 as total,
            (row_number() over (partition by s.a order by s.start_date, s.j) - 1)::int as session_index
          from scored s
        )
        select c.*, ${UID('session', 'c.j')} as id,
          (floor(c.cum::numeric * ${size.events} / c.total) - floor((c.cum - c.natural_events)::numeric * ${size.events} / c.total))::int
            as event_count,
          floor((c.cum - c.natural_events)::numeric * ${size.events} / c.total)::int8 as first_event
        from cumulative c`);
      await run(`alter table bench_session add primary key (j)`);
      await run(`insert into assessment_sessions (id, subscription_id, assessment_id, user_id, started_by_user_id, session_index,
          start_date, end_date, total_score, current_position, is_finished, session_initialization_json, marked_suspicious,
          created_at, updated_at)
        select s.id, s.subscription_id, s.assessment_id, s.user_id, s.user_id, s.session_index, s.start_date, s.end_date,
          s.total_score, s.position, s.is_finished, c.init_json, s.marked_suspicious, s.start_date,
          coalesce(s.end_date, s.start_date)
        from bench_session s join bench_content c on c.a = s.a order by s.j`);
    });

    await timed('assignments (team and personal)', async () => {
      const teamKey = 't.sub_idx * 16 + t.t';
      const a1 = RI(teamKey, 51, 6);
      await run(`insert into user_assessment_assignments (id, subscription_id, subscription_team_id, assessment_id, target_date,
          max_restarts)
        select ${UID('team-assignment', `t.id || ':' || c.a`)}, t.subscription_id, t.id, c.id,
          ${anchorSql} + interval '1 day' * (${RI(`${teamKey} * 8 + c.a`, 52, 91)} - 45), ${RI(`${teamKey} * 8 + c.a`, 53, 3)}
        from bench_team t join bench_content c
          on c.a = ${a1} or (${R(teamKey, 54)} < 0.5 and c.a = (${a1} + 1 + ${RI(teamKey, 55, 5)}) % 6)`);
      // Personal: every assessment a driver has a session of, unless their team holds it, plus for 40% of the
      // drivers one more not started yet. Due dates: 45 days before to 60 days after the anchor date.
      await run(`insert into user_assessment_assignments (id, subscription_id, user_id, assessment_id, target_date, max_restarts)
        select ${UID('assignment', `x.i || ':' || x.a`)}, d.subscription_id, d.user_id, c.id,
          ${anchorSql} + interval '1 day' * (${RI('x.i * 8 + x.a', 62, 106)} - 45),
          ${RI('x.i * 8 + x.a', 63, 3)}
        from (
            select distinct s.i, s.a from bench_session s
            union
            select d.i, ${RI('d.i', 64, 6)} from bench_driver d where ${R('d.i', 65)} < 0.4
          ) x
        join bench_driver d on d.i = x.i and d.kind = 'customer'
        join bench_content c on c.a = x.a
        where not exists (
          select 1 from user_assessment_assignments t
          where t.subscription_team_id = d.team_id and t.assessment_id = c.id and t.user_id is null and not t.archived)`);
    });

    await timed('metric scores and user driver metrics', async () => {
      await run(`create temp table bench_metric_score on commit drop as
        select s.j, s.id as session_id, s.subscription_id, s.user_id, s.end_date, cm.m, cm.metric_id,
          least(100, greatest(0, round(s.total_score + (${R('s.j * 8 + cm.m', 31)} - 0.5) * 40)))::int as score
        from bench_session s join bench_content_metric cm on cm.a = s.a
        where s.is_finished`);
      await run(`insert into assessment_session_metric_scores (id, subscription_id, assessment_session_id, driver_metric_id, score,
          created_at, updated_at)
        select ${UID('metric-score', `j || ':' || m`)}, subscription_id, session_id, metric_id, score, end_date, end_date
        from bench_metric_score`);
      await run(`insert into user_driver_metrics (id, subscription_id, user_id, driver_metric_id, current_value, created_at,
          updated_at)
        select ${UID('user-metric', `user_id || ':' || m`)}, subscription_id, user_id, metric_id, score, end_date, end_date
        from (select distinct on (user_id, m) * from bench_metric_score order by user_id, m, end_date desc, j desc) latest`);
    });

    await timed(`response events (${size.events.toLocaleString('en-GB')})`, async () => {
      // Event ev of a session answers item ev while ev < the items answered; later events are extra clicks on the
      // response-time and location items reached, or (where none was reached) a replaced, archived answer.
      await run(`insert into question_response_events (id, subscription_id, archived, created_at, updated_at, event_date,
          cancel_event_date, question_id, question_answer_id, user_id, assessment_id, assessment_item_id,
          assessment_session_id, score, is_correct, response_time_seconds, click_position_x, click_position_y)
        select ${UID('event', 'e.eid')}, e.subscription_id, e.replaced, e.event_date, e.event_date, e.event_date,
          case when e.replaced then e.event_date + interval '4 seconds' end,
          e.question_id, an.id, e.user_id, e.assessment_id, e.item_id, e.session_id,
          coalesce(an.score, 0), coalesce(an.is_correct, false),
          case when e.question_type = 'ResponseTimeVideo'
            then coalesce(an.rt_start + (an.rt_end - an.rt_start) * ${R('e.eid', 43)}, 8 + 2 * ${R('e.eid', 43)}) end,
          case when e.question_type = 'LocationResponseImage'
            then coalesce(an.wl + (an.wr - an.wl) * ${R('e.eid', 44)}, 1600 + 300 * ${R('e.eid', 44)}) end,
          case when e.question_type = 'LocationResponseImage'
            then coalesce(an.wt + (an.wb - an.wt) * ${R('e.eid', 45)}, 850 + 200 * ${R('e.eid', 45)}) end
        from (
          select s.first_event + g.ev + 1 as eid, s.subscription_id, s.user_id, s.assessment_id, s.id as session_id,
            it.item_id, it.question_id, it.question_type,
            g.ev >= p.answered and not it.multi as replaced,
            s.start_date + interval '1 second' * (20 + 35 * g.ev + 10 * ${R('s.first_event + g.ev', 46)}) as event_date,
            case when ${R('s.first_event + g.ev', 41)} < coalesce(s.total_score, s.ability) / 100.0 then 0
              else 1 + ${RI('s.first_event + g.ev', 42, 'it.n_choices - 1')} end as rank
          from bench_session s
          cross join lateral (select case when s.is_finished then s.n_items else s.position end as answered) p
          cross join lateral generate_series(0, s.event_count - 1) as g(ev)
          join bench_item it on it.a = s.a and it.pos = case
            when g.ev < p.answered then g.ev
            when s.multi[1 + (g.ev - p.answered) % cardinality(s.multi)] < p.answered
              then s.multi[1 + (g.ev - p.answered) % cardinality(s.multi)]
            else (g.ev - p.answered) % p.answered end
          where s.event_count > 0
        ) e
        left join bench_answer an on an.question_id = e.question_id and an.rank = e.rank`);
    });

    await timed('kept question scores of the finished sessions', async () => {
      // What finishing keeps for item analysis: each item's question once per finished session, its percent the best
      // current score among its responses (a generated session answers a question once, or clicks it a few times).
      await run(`insert into assessment_session_question_scores (id, subscription_id, assessment_session_id, assessment_id,
          question_id, position, score, max_score, percent, answered, created_at, updated_at)
        select ${UID('question-score', `s.j || ':' || it.pos`)}, s.subscription_id, s.id, s.assessment_id, it.question_id,
          it.pos, coalesce(ev.score, 0), 100, coalesce(ev.score, 0), ev.score is not null, s.end_date, s.end_date
        from bench_session s
        join bench_item it on it.a = s.a
        left join (
          select assessment_session_id, question_id, least(100, max(score))::int as score
          from question_response_events where not archived and cancel_event_date is null
          group by assessment_session_id, question_id
        ) ev on ev.assessment_session_id = s.id and ev.question_id = it.question_id
        where s.is_finished`);
    });

    await timed('restore foreign keys (validated) and indexes', () => restore());
    await timed('person standings, overall scores and monthly completions (rebuilt)', async () => {
      for (const table of STANDINGS_SOURCE_TABLES) await run(`alter table ${table} enable trigger user`);
      await run(`select rebuild_person_standings()`);
    });
  });

  await timed('item analysis sums (every finished session folded, every window built)', async () => {
    // As finishing queues each session it keeps question scores for, and the worker folds them.
    await db.execute(sql`
      insert into item_analysis_pending_sessions (assessment_session_id, assessment_id)
      select distinct assessment_session_id, assessment_id from assessment_session_question_scores`);
    await foldPendingSessions(db, { batchSize: 20_000 });
    await buildWindowSums(db);
  });

  await timed('vacuum analyze', async () => {
    for (const table of [
      'subscriptions',
      'subscription_teams',
      'subscription_assessments',
      'users',
      'profiles',
      'study_participants',
      'assessments',
      'assessment_items',
      'questions',
      'question_answers',
      'driver_metrics',
      'user_assessment_assignments',
      'assessment_sessions',
      'assessment_session_metric_scores',
      'user_driver_metrics',
      'question_response_events',
      'assessment_session_question_scores',
      'person_assessment_standings',
      'person_overall_scores',
      'monthly_completions',
      ...ITEM_ANALYSIS_TABLES,
    ]) {
      await db.execute(sql.raw(`vacuum (analyze) ${table}`));
    }
  });

  return {
    seed,
    anchorDate: anchor,
    subscriptionIds,
    driverCounts,
    distributorSubscriptionId,
    distributedSubscriptionIds,
    distributorAdministratorUserId: id('user', 'distributor-admin'),
    studySubscriptionId,
    overviewManagerUserIds: subscriptionIds.map((_, index) => id('manager', `${index + 1}:0`)),
    assessmentIds: contentIds.filter((_, a) => CONTENT[a]!.type === 'Assessment'),
    trainingModuleIds: contentIds.filter((_, a) => CONTENT[a]!.type === 'TrainingModule'),
    driverMetricIds: metricIds,
  };
}

/** The content (provider-owned, small): rows from TypeScript, plus temp tables the set-based steps join. */
async function insertContent(
  run: (statement: string) => Promise<unknown>,
  ctx: { seed: number; id: (kind: string, key: string | number) => string; contentIds: string[]; metricIds: string[] },
) {
  const { id, contentIds, metricIds } = ctx;
  await run(
    `insert into driver_metrics (id, subscription_id, name, start_value) values ${METRICS.map(
      ([name, startValue], m) =>
        `(${lit(metricIds[m]!)}, ${lit(PROVIDER_SUBSCRIPTION_ID)}, ${lit(name)}, ${startValue})`,
    ).join(', ')}`,
  );
  await run(`insert into assessments (id, name, assessment_type, feedback_style, text, tile_text, max_suspicious_answers,
      suspicious_answer_text, high_risk_below, medium_risk_below) values ${CONTENT.map(
        (c, a) =>
          `(${lit(contentIds[a]!)}, ${lit(c.name)}, ${lit(c.type)}, 'SummaryFeedback', ${lit(`<p>Welcome to ${c.name}.</p>`)},
          ${lit(`<p><strong>${c.name}</strong>: ${c.layout.length} short clips. Take your time.</p>`)}, 1,
          ${lit('<p>Some of your answers suggest you were not taking this seriously.</p>')}, ${c.highRiskBelow}, ${c.mediumRiskBelow})`,
      ).join(',\n')}`);

  const questionRows: string[] = [];
  const answerRows: string[] = [];
  const itemRows: string[] = [];
  const poolRows: string[] = [];
  const benchItems: string[] = [];
  const benchAnswers: string[] = [];
  const contentRows: string[] = [];
  const contentMetricRows: string[] = [];
  for (const [a, c] of CONTENT.entries()) {
    const order: { assessmentItemId: string; position: number; questionIds: string[] }[] = [];
    const multi: number[] = [];
    for (const [pos, type] of c.layout.entries()) {
      const questionId = id('question', `${a}:${pos}`);
      const itemId = id('item', `${a}:${pos}`);
      const metric = metricIds[c.metrics[pos % c.metrics.length]!]!;
      questionRows.push(
        `(${lit(questionId)}, ${lit(`${c.name}: clip ${pos + 1}`)}, ${lit(type)}, ${lit(`<p>${c.name}, clip ${pos + 1}: what do you do?</p>`)}, ${
          type === Q.LocationResponseImage ? 5 : 10
        }, ${lit(metric)})`,
      );
      const answers = answersOf(type);
      for (const [rank, answer] of answers.entries()) {
        const answerId = id('answer', `${a}:${pos}:${rank}`);
        const [rtStart, rtEnd] = answer.rt ?? [0, 0];
        const [wl, wt, wr, wb] = answer.window ?? [0, 0, 0, 0];
        answerRows.push(
          `(${lit(answerId)}, ${lit(questionId)}, ${type === Q.SlidingScaleVideo ? answers.length - 1 - rank : rank}, ${lit(
            answer.rt || answer.window ? '' : `Answer ${String.fromCharCode(65 + rank)}`,
          )}, ${answer.score}, ${rank === 0}, ${rtStart}, ${rtEnd}, ${wl}, ${wt}, ${wr}, ${wb})`,
        );
        benchAnswers.push(
          `(${lit(questionId)}::uuid, ${rank}, ${lit(answerId)}::uuid, ${answer.score}, ${rank === 0}, ${rtStart}, ${rtEnd}, ${wl}, ${wt}, ${wr}, ${wb})`,
        );
      }
      const choices = isMultiClick(type) ? answers.length + 1 : answers.length;
      itemRows.push(`(${lit(itemId)}, ${lit(contentIds[a]!)}, ${pos + 1})`);
      poolRows.push(`(${lit(id('pool', `${a}:${pos}`))}, ${lit(contentIds[a]!)}, ${lit(itemId)}, ${lit(questionId)})`);
      benchItems.push(
        `(${a}, ${pos}, ${lit(itemId)}::uuid, ${lit(questionId)}::uuid, ${lit(type)}, ${choices}, ${isMultiClick(type)})`,
      );
      order.push({ assessmentItemId: itemId, position: pos, questionIds: [questionId] });
      if (isMultiClick(type)) multi.push(pos);
    }
    const initJson = JSON.stringify({ feedbackStyle: 'SummaryFeedback', order });
    contentRows.push(
      `(${a}, ${lit(contentIds[a]!)}::uuid, ${c.type === 'TrainingModule'}, ${c.layout.length}, array[${multi.join(',')}]::int[], ${lit(initJson)}::jsonb)`,
    );
    for (const m of new Set(c.metrics)) contentMetricRows.push(`(${a}, ${m}, ${lit(metricIds[m]!)}::uuid)`);
  }
  await run(`insert into questions (id, name, question_type, question_text, maximum_clicks, driver_metric_id)
    values ${questionRows.join(',\n')}`);
  await run(`insert into question_answers (id, question_id, display_order, answer_text, score, is_correct,
      start_response_time_seconds, end_response_time_seconds, window_left, window_top, window_right, window_bottom)
    values ${answerRows.join(',\n')}`);
  await run(`insert into assessment_items (id, assessment_id, display_order) values ${itemRows.join(',\n')}`);
  await run(`insert into assessment_item_questions (id, assessment_id, assessment_item_id, question_id)
    values ${poolRows.join(',\n')}`);
  // Recommendations: each training module for people weak in its metric.
  await run(`insert into driver_metric_recommendations (id, target_id, target_type, driver_metric_id, min_score, max_score)
    values ${CONTENT.flatMap((c, a) =>
      c.type === 'TrainingModule'
        ? [
            `(${lit(id('recommendation', a))}, ${lit(contentIds[a]!)}, 'Assessment', ${lit(metricIds[c.metrics[0]!]!)}, 0, 45)`,
          ]
        : [],
    ).join(', ')}`);

  await run(`create temp table bench_content (a int primary key, id uuid not null, is_training boolean not null,
    n_items int not null, multi int[] not null, init_json jsonb not null) on commit drop`);
  await run(`insert into bench_content values ${contentRows.join(',\n')}`);
  await run(`create temp table bench_content_metric (a int, m int, metric_id uuid) on commit drop`);
  await run(`insert into bench_content_metric values ${contentMetricRows.join(', ')}`);
  await run(`create temp table bench_item (a int, pos int, item_id uuid, question_id uuid, question_type text,
    n_choices int, multi boolean, primary key (a, pos)) on commit drop`);
  await run(`insert into bench_item values ${benchItems.join(',\n')}`);
  await run(`create temp table bench_answer (question_id uuid, rank int, id uuid, score int, is_correct boolean,
    rt_start float8, rt_end float8, wl float8, wt float8, wr float8, wb float8, primary key (question_id, rank)) on commit drop`);
  await run(`insert into bench_answer values ${benchAnswers.join(',\n')}`);
}

/**
 * Drops the foreign keys and the non-constraint indexes of the tables (a bulk load then skips millions of per-row
 * checks and index insertions); the returned function puts them back. Adding a foreign key validates every row and
 * creating a unique index checks uniqueness, so a generator bug fails the transaction instead of leaving bad data.
 */
export async function dropConstraints(tx: Executor, tables: string[]): Promise<() => Promise<void>> {
  const list = tables.map(lit).join(', ');
  const foreignKeys = rowsOf<{ tbl: string; conname: string; def: string }>(
    await tx.execute(
      sql.raw(`select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def from pg_constraint
        where contype = 'f' and conrelid::regclass::text in (${list}) order by conname`),
    ),
  );
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await tx.execute(
      sql.raw(`select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in (${list})
        and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x')) order by indexname`),
    ),
  );
  for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table "${fk.tbl}" drop constraint "${fk.conname}"`));
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table "${fk.tbl}" add constraint "${fk.conname}" ${fk.def}`));
    }
  };
}

/** Row counts of the generated tables (for the CLI and the benchmark's report). */
export async function countRows(db: Executor): Promise<Record<string, number>> {
  const tables = [
    'subscriptions',
    'subscription_teams',
    'subscription_assessments',
    'users',
    'profiles',
    'study_participants',
    'user_assessment_assignments',
    'assessment_sessions',
    'assessment_session_metric_scores',
    'user_driver_metrics',
    'question_response_events',
    'assessment_session_question_scores',
  ];
  const rows = rowsOf<{ t: string; n: number }>(
    await db.execute(
      sql.raw(tables.map((t) => `select ${lit(t)} as t, count(*)::int as n from ${t}`).join(' union all ')),
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.t, row.n]));
}

/**
 * CLI: `BENCH_DATABASE_URL=... npx tsx bench/generators/dashboard-data.ts [--scale=0.1] [--seed=1] [--keep]`
 * builds the data set in a fresh database, prints each step's time and the row counts, and drops the database
 * unless --keep.
 */
async function main() {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const scale = Number(arg('scale') ?? '1');
  const seed = Number(arg('seed') ?? '1');
  const keep = process.argv.includes('--keep');
  const database = await openBenchDatabase(process.env, { poolSize: 2 });
  const db = database.handle.db;
  try {
    console.log(`Dashboard data at scale ${scale} (seed ${seed}) on ${database.description}`);
    await seedFoundation(db, {
      adminEmail: 'bench-admin@roadmark.test',
      adminPassword: 'Bench-admin-1',
      announceGeneratedPassword() {},
    });
    const started = performance.now();
    const generated = await generateDashboardData(db, {
      ...sizeAt(scale),
      seed,
      onStep: (step, ms) => console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${step}`),
    });
    console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log(
      `Drivers per subscription (biggest first): ${generated.driverCounts.slice(0, 8).join(', ')}, ... ${generated.driverCounts.at(-1)}`,
    );
    console.table(await countRows(db));
    if (keep) console.log(`Kept: ${database.description}`);
  } finally {
    if (!keep) await database.close();
    else await database.handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
