import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { buildImportWorld, importHelpers, peopleOf, spreadsheetFixture } from '../../../test/imports-harness.ts';
import { sample } from '../../../test/media-samples.ts';
import { declaredZipBomb, lyingZipBomb, zipArchive } from '../../../test/zip-archive.ts';

/** Bad import files (issue: bad input): each refused with a message that says what to do, and nothing imported. */
describe('import files', () => {
  // 50 KB imports, so the over-size case stays small.
  const files = useFilesApp({ UPLOAD_MAX_IMPORT_MB: '0.05' });
  const { ctx, upload, get, snapshot } = files;
  const { uploadImport, importUsersAs } = importHelpers(files);
  let world: Awaited<ReturnType<typeof buildImportWorld>>;

  beforeAll(async () => {
    world = await buildImportWorld(ctx.db);
  });

  const sendImport = (filename: string, content: Buffer, who: BuiltUser = world.manager) =>
    upload([{ filename, content }], { cookie: who.cookie, query: '?purpose=import' });

  it.each([
    [
      'the old binary Excel format',
      'users-basic.xls',
      spreadsheetFixture('users-basic.xls'),
      415,
      'users-basic.xls is in the old Excel 97-2003 format (.xls), which cannot be imported. Save it as an Excel workbook (.xlsx) or as CSV, then choose it again.',
    ],
    [
      'a picture named as a workbook',
      'people.xlsx',
      sample('png'),
      415,
      'What is inside people.xlsx does not match its name. Save it from your spreadsheet program as an Excel workbook (.xlsx), CSV or tab-delimited text, then choose it again.',
    ],
    [
      'a workbook named as CSV',
      'people.csv',
      spreadsheetFixture('users-basic.xlsx'),
      415,
      'What is inside people.csv does not match its name. Save it from your spreadsheet program as an Excel workbook (.xlsx), CSV or tab-delimited text, then choose it again.',
    ],
    [
      'a kind of file imports do not take',
      'people.pdf',
      Buffer.from('Email,First name\n'),
      415,
      'people.pdf cannot be imported. Choose an Excel workbook (.xlsx), a CSV file (.csv) or tab-delimited text (.tsv or .txt).',
    ],
    ['an empty file', 'people.csv', Buffer.alloc(0), 400, 'people.csv is empty.'],
    [
      'a file over the size limit',
      'people.csv',
      Buffer.from(`Email,First name,Last name\n${'a@example.com,A,B\n'.repeat(3500)}`),
      413,
      'people.csv is larger than 0.05 MB, the most one import can take. Split it into smaller files.',
    ],
  ])('refuses %s on upload, storing nothing', async (_case, filename, content, status, detail) => {
    const before = await snapshot();
    const response = await sendImport(filename, content);
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
    expect(await snapshot()).toEqual(before);
  });

  it('takes UTF-16 text, as Excel saves "Unicode text"', async () => {
    const text = '\ufeffEmail\tFirst name\tLast name\r\nutf16@example.com\tŁucja\tWęgrzyn\r\n';
    const blobId = await uploadImport('unicode.txt', Buffer.from(text, 'utf16le'), world.manager);
    const response = await importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      roleGroup: 'Driver',
    });
    expect(response.data!.importUsers.changedCount).toBe(1);
    expect((await peopleOf(ctx.db, world.subscription.id)).map((p) => p.firstName)).toContain('Łucja');
  });

  it('lets only someone who manages people upload an import file', async () => {
    const driver = await buildUser(ctx.db, { subscriptionId: world.subscription.id });
    const response = await sendImport('users-basic.csv', spreadsheetFixture('users-basic.csv'), driver);
    expect(response.statusCode).toBe(403);
  });

  it('lets only the uploader read an import file back', async () => {
    const blobId = await uploadImport('users-basic.csv', spreadsheetFixture('users-basic.csv'), world.manager);
    expect((await get(`/api/blobs/${blobId}`, { cookie: world.manager.cookie })).statusCode).toBe(200);
    const colleague = await buildUser(ctx.db, {
      subscriptionId: world.subscription.id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    expect((await get(`/api/blobs/${blobId}`, { cookie: colleague.cookie })).statusCode).toBe(404);
  });

  it.each([
    ['declares gigabytes', declaredZipBomb()],
    ['inflates to far more than it declares', lyingZipBomb()],
  ])('refuses a zip bomb that %s, importing nothing', async (_case, bomb) => {
    const blobId = await uploadImport('bomb.xlsx', bomb, world.manager);
    const response = await importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      roleGroup: 'Driver',
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'bomb.xlsx unpacks to far more data than a spreadsheet of its size can hold, so it was not opened.',
    );
  });

  it('refuses a zip that holds no workbook', async () => {
    const document = zipArchive([{ name: 'word/document.xml', content: Buffer.from('<w:document/>') }]);
    const blobId = await uploadImport('letter.xlsx', document, world.manager);
    const response = await importUsersAs(world.manager, {
      blobId,
      subscriptionId: world.subscription.id,
      roleGroup: 'Driver',
    });
    expect(errorCode(response)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
