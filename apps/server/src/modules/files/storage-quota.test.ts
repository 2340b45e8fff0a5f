import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';

const KB = 1024;
const QUOTA_MESSAGE =
  'This upload would take your organisation past its 0.05 MB of file storage. Files nothing uses are removed after a day; ask Roadmark staff if you need more room.';

/** A spreadsheet to import of about this many bytes. */
function csvOf(bytes: number): Buffer {
  const header = 'Email,First name,Last name\n';
  const row = 'someone@example.test,Some,One\n';
  return Buffer.from(header + row.repeat(Math.ceil((bytes - header.length) / row.length)));
}

describe('storage quota per subscription (UPLOAD_QUOTA_MB_PER_SUBSCRIPTION)', () => {
  // 0.05 MB: two 20 KB files fit, a third does not.
  const { ctx, upload, snapshot } = useFilesApp({ UPLOAD_QUOTA_MB_PER_SUBSCRIPTION: '0.05' });
  const managerOf = async () =>
    buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
  const importFile = (manager: BuiltUser, bytes = 20 * KB) =>
    upload([{ filename: 'people.csv', content: csvOf(bytes) }], { cookie: manager.cookie, query: '?purpose=import' });

  let manager: BuiltUser;
  beforeAll(async () => {
    manager = await managerOf();
  });

  it('counts brand images and import files together, and refuses the file that would pass the quota', async () => {
    const logo = Buffer.concat([sample('png'), Buffer.alloc(20 * KB)]);
    expect(
      (await upload([{ filename: 'logo.png', content: logo }], { cookie: manager.cookie, query: '?purpose=brand' }))
        .statusCode,
    ).toBe(200);
    expect((await importFile(manager)).statusCode).toBe(200);
    const before = await snapshot();
    const third = await importFile(manager);
    expect(third.statusCode).toBe(413);
    expect(third.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', detail: QUOTA_MESSAGE });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file larger than the room left while it streams, storing nothing', async () => {
    const someone = await managerOf();
    expect((await importFile(someone, 30 * KB)).statusCode).toBe(200);
    const before = await snapshot();
    const response = await importFile(someone, 30 * KB);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(QUOTA_MESSAGE);
    expect(await snapshot()).toEqual(before);
  });

  it('lets two uploads that arrive together take the last room only once', async () => {
    const someone = await managerOf();
    const before = await snapshot();
    const answers = await Promise.all([importFile(someone, 30 * KB), importFile(someone, 30 * KB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    const after = await snapshot();
    expect(after.rows.length - before.rows.length).toBe(1);
    expect(after.files.length - before.files.length).toBe(1);
  });

  it('leaves every other subscription its own quota', async () => {
    expect((await importFile(await managerOf())).statusCode).toBe(200);
  });

  it('does not count the provider’s content media against any subscription', async () => {
    const author = await buildUser(ctx.db, { subscriptionId: manager.subscriptionId, roleGroup: RoleGroupName.Staff });
    const video = Buffer.concat([sample('mp4'), Buffer.alloc(200 * KB)]);
    expect((await upload([{ filename: 'clip.mp4', content: video }], { cookie: author.cookie })).statusCode).toBe(200);
  });
});
