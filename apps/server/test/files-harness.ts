import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { blobReferences } from '../src/modules/files/blob-reference.table.ts';
import type { questions } from '../src/modules/questions/question.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { buildAssessment, license } from './assignments-harness.ts';
import { type FormFile, multipartBody } from './multipart-body.ts';
import { buildItem, buildQuestion } from './sessions-harness.ts';
import { useTestApp } from './test-app.ts';

export interface RequestOptions {
  cookie?: string;
  /** The query string; `?purpose=content` when not given, '' for none. */
  query?: string;
  csrf?: boolean;
}

/**
 * A question using the given media, in an assessment of one item licensed to the subscription: what makes provider
 * content media readable to that subscription's people. Answers the assessment's and the question's ids.
 */
export async function useInLicensedContent(
  db: Database,
  subscriptionId: string,
  media: Partial<typeof questions.$inferInsert>,
) {
  const assessmentId = await buildAssessment(db, `Hazards ${crypto.randomUUID().slice(0, 6)}`);
  const question = await buildQuestion(db, { questionType: 'MultipleChoiceVideo', ...media });
  await buildItem(db, assessmentId, 1, [question.id]);
  await license(db, subscriptionId, assessmentId);
  return { assessmentId, questionId: question.id };
}

/** The test app storing files under a private DATA_DIR (local disk unless overrides choose S3). */
export function useFilesApp(overrides: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roadmark-files-app-'));
  const ctx = useTestApp({ DATA_DIR: dataDir, ...overrides });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const storageRoot = path.join(dataDir, 'files');

  const headersFor = ({ cookie, csrf = true }: RequestOptions) => ({
    ...(csrf ? { 'x-roadmark-csrf': '1' } : {}),
    ...(cookie ? { cookie } : {}),
  });

  const upload = (files: FormFile[], options: RequestOptions = {}) => {
    const body = multipartBody(files);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/files/upload${options.query ?? '?purpose=content'}`,
      payload: body.payload,
      headers: { ...body.headers, ...headersFor(options) },
    });
  };

  const uploadDataUrl = (dataUrl: string, options: RequestOptions & { contentType?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/files/uploadDataUrl${options.query ?? '?purpose=content'}`,
      payload: options.contentType === 'application/json' ? JSON.stringify(dataUrl) : dataUrl,
      headers: { 'content-type': options.contentType ?? 'text/plain', ...headersFor(options) },
    });

  const get = (url: string, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    });

  /** Every file under the local storage root, partial ones included, relative to it. */
  const storedFiles = async () => {
    const entries = await readdir(storageRoot, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(storageRoot, path.join(entry.parentPath, entry.name)))
      .sort();
  };

  /** What a refused upload must leave unchanged: the stored files and the blob reference rows. */
  const snapshot = async () => ({
    files: await storedFiles(),
    rows: (await ctx.db.select({ id: blobReferences.id }).from(blobReferences)).map((row) => row.id).sort(),
  });

  return { ctx, storageRoot, upload, uploadDataUrl, get, storedFiles, snapshot };
}
