import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFilesApp } from '../../../test/files-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { buildImportWorld, importHelpers, peopleOf } from '../../../test/imports-harness.ts';
import { declaredZipBomb } from '../../../test/zip-archive.ts';
import { ABANDONED_RUN_MS } from './import-run.ts';
import { spreadsheetImports } from './spreadsheet-import.table.ts';

const WAIT_MESSAGE = 'Another import into this subscription is still running. Wait for it to finish, then try again.';

/** A CSV of new drivers, first-1@... onwards. */
function driversCsv(count: number, prefix: string): Buffer {
  const rows = Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@example.com,First,Last`);
  return Buffer.from(`Email,First name,Last name\n${rows.join('\n')}\n`);
}

describe('one import at a time per subscription', () => {
  const files = useFilesApp();
  const { ctx } = files;
  const { uploadImport, importUsersAs } = importHelpers(files);

  async function startImport(
    world: Awaited<ReturnType<typeof buildImportWorld>>,
    content: Buffer,
    name = 'people.csv',
  ) {
    const blobId = await uploadImport(name, content, world.manager);
    return importUsersAs(world.manager, { blobId, subscriptionId: world.subscription.id, roleGroup: 'Driver' });
  }

  /** A run another server process is in the middle of, last moving `ageMs` ago. */
  async function runningElsewhere(world: Awaited<ReturnType<typeof buildImportWorld>>, ageMs = 0) {
    const blobId = await uploadImport('other.csv', driversCsv(1, 'other'), world.manager);
    const id = crypto.randomUUID();
    await ctx.db.insert(spreadsheetImports).values({
      id,
      subscriptionId: world.subscription.id,
      kind: 'users',
      blobReferenceId: blobId,
      startedByUserId: world.manager.id,
      totalRows: 1_000,
      processedRows: 500,
      updatedAt: new Date(Date.now() - ageMs),
    });
    return id;
  }

  const runsOf = (subscriptionId: string) =>
    ctx.db.select().from(spreadsheetImports).where(eq(spreadsheetImports.subscriptionId, subscriptionId));

  let world: Awaited<ReturnType<typeof buildImportWorld>>;
  beforeAll(async () => {
    world = await buildImportWorld(ctx.db);
  });

  it('tells a second import to wait while one runs, reading and changing nothing', async () => {
    const running = await runningElsewhere(world);
    const before = await runsOf(world.subscription.id);
    const response = await startImport(world, driversCsv(3, 'second'));
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors![0]!.message).toBe(WAIT_MESSAGE);
    expect(await peopleOf(ctx.db, world.subscription.id)).toEqual([]);
    expect(await runsOf(world.subscription.id)).toEqual(before);
    await ctx.db.update(spreadsheetImports).set({ status: 'finished' }).where(eq(spreadsheetImports.id, running));
  });

  it('lets one of two imports started together run, and tells the other to wait', async () => {
    const other = await buildImportWorld(ctx.db);
    const [first, second] = [
      await uploadImport('a.csv', driversCsv(600, 'a'), other.manager),
      await uploadImport('b.csv', driversCsv(600, 'b'), other.manager),
    ];
    const variables = { subscriptionId: other.subscription.id, roleGroup: 'Driver' };
    const answers = await Promise.all([
      importUsersAs(other.manager, { ...variables, blobId: first }),
      importUsersAs(other.manager, { ...variables, blobId: second }),
    ]);
    const refused = answers.filter((answer) => errorCode(answer) === 'CONFLICT');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors![0]!.message).toBe(WAIT_MESSAGE);
    expect(answers.filter((answer) => answer.data?.importUsers?.changedCount === 600)).toHaveLength(1);
    expect(await peopleOf(ctx.db, other.subscription.id)).toHaveLength(600);
  });

  it('frees the slot when an import finishes, and when one fails', async () => {
    const other = await buildImportWorld(ctx.db);
    expect((await startImport(other, driversCsv(2, 'first'))).data?.importUsers.changedCount).toBe(2);
    const failed = await startImport(other, declaredZipBomb(), 'bomb.xlsx');
    expect(errorCode(failed)).toBe('BAD_USER_INPUT');
    expect((await startImport(other, driversCsv(2, 'third'))).data?.importUsers.changedCount).toBe(2);
    const statuses = (await runsOf(other.subscription.id)).map((run) => run.status).sort();
    expect(statuses).toEqual(['failed', 'finished', 'finished']);
  });

  it('takes over from a run whose process stopped, marking that run failed', async () => {
    const other = await buildImportWorld(ctx.db);
    const abandoned = await runningElsewhere(other, ABANDONED_RUN_MS + 60_000);
    expect((await startImport(other, driversCsv(2, 'after'))).data?.importUsers.changedCount).toBe(2);
    const [run] = await ctx.db
      .select()
      .from(spreadsheetImports)
      .where(and(eq(spreadsheetImports.id, abandoned)));
    expect(run?.status).toBe('failed');
  });

  it('does not hold up another subscription', async () => {
    const other = await buildImportWorld(ctx.db);
    await runningElsewhere(world);
    expect((await startImport(other, driversCsv(1, 'elsewhere'))).data?.importUsers.changedCount).toBe(1);
  });
});
