import path from 'node:path';
import { RoleGroupName } from '@roadmark/domain/roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssessment } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { buildQuestion } from '../../../test/sessions-harness.ts';
import { testConfig } from '../../../test/test-app.ts';
import { createFileStorage } from '../../platform/files/create-file-storage.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import { runIfDue } from '../../platform/scheduler/daily-job.ts';
import { assessmentFeedbacks } from '../assessments/assessment.table.ts';
import { spreadsheetImports } from '../imports/spreadsheet-import.table.ts';
import { questions } from '../questions/question.table.ts';
import { questionAnswers } from '../questions/question-answer.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { blobReferences } from './blob-reference.table.ts';
import { sweepUnusedBlobs, unusedBlobsSweepJob } from './sweep-unused-blobs.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());

const HOUR = 60 * 60 * 1000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

interface Blob {
  id: string;
  storageReference: string;
}

describe.each([
  ['local disk', {}],
  ['S3', s3.env],
] as const)('sweepUnusedBlobs (%s)', (storageName, env) => {
  const { ctx, upload, storageRoot } = useFilesApp(env);
  let storage: FileStorage;
  let author: BuiltUser;
  let manager: BuiltUser;

  beforeAll(async () => {
    storage = createFileStorage(testConfig({ DATA_DIR: path.dirname(storageRoot), ...env }).fileStorage);
    author = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.Staff,
    });
    manager = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
  });
  afterAll(() => storage.close());

  const content = async (filename = 'a.png', bytes = sample('png')) =>
    ((await upload([{ filename, content: bytes }], { cookie: author.cookie })).json() as Blob[])[0]!;
  const uploadAs = async (purpose: 'brand' | 'import', filename: string, bytes: Buffer) =>
    (
      (
        await upload([{ filename, content: bytes }], { cookie: manager.cookie, query: `?purpose=${purpose}` })
      ).json() as Blob[]
    )[0]!;
  const stored = async (blob: Blob) => (await storage.size(blob.storageReference)) !== null;
  const rowOf = async (blob: Blob) =>
    (await ctx.db.select().from(blobReferences).where(eq(blobReferences.id, blob.id)))[0];

  it('removes a file nothing has used for a day, row and bytes, and keeps one unused for less', async () => {
    const draft = await content();
    expect(await sweepUnusedBlobs(ctx.db, storage, later(12))).toMatchObject({ removed: 0 });
    expect(await stored(draft)).toBe(true);
    const result = await sweepUnusedBlobs(ctx.db, storage, later(25));
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(draft)).toBeUndefined();
    expect(await stored(draft)).toBe(false);
    if (storageName === 'S3') expect(await s3.keys()).not.toContain(draft.storageReference);
  });

  it('never removes a file something uses, wherever its id or address is kept', async () => {
    const used = {
      questionVideo: await content('clip.mp4', sample('mp4')),
      richText: await content('inline.png'),
      redirectLink: await content('linked.gif', sample('gif')),
      answerImage: await content('answer.jpeg', sample('jpeg')),
      feedbackImage: await content('feedback.webp', sample('webp')),
      assessmentIntro: await content('intro.png'),
      brand: await uploadAs('brand', 'logo.png', sample('png')),
      importFile: await uploadAs('import', 'people.csv', Buffer.from('Email\nann@example.test\n')),
    };
    const question = await buildQuestion(ctx.db, {
      questionType: 'MultipleChoiceVideo',
      videoBlobReferenceId: used.questionVideo.id,
      questionText: `<p>Look <img src="/api/blobs/${used.richText.id}"></p>`,
      preQuestionText: `<p><a href="https://roadmark.example/api/blobs/redirectToUrl?id=${used.redirectLink.id}">x</a></p>`,
    });
    await ctx.db.insert(questionAnswers).values({
      id: crypto.randomUUID(),
      questionId: question.id,
      answerTextImageBlobReferenceId: used.answerImage.id,
    });
    const assessmentId = await buildAssessment(ctx.db, 'Swept', {
      text: `<p><img src="/api/blobs/${used.assessmentIntro.id}" alt="Junction"></p>`,
    });
    await ctx.db
      .insert(assessmentFeedbacks)
      .values({ id: crypto.randomUUID(), assessmentId, imageBlobReferenceId: used.feedbackImage.id });
    await ctx.db
      .update(subscriptions)
      .set({ brandImageBlobReferenceId: used.brand.id })
      .where(eq(subscriptions.id, manager.subscriptionId));
    await ctx.db.insert(spreadsheetImports).values({
      id: crypto.randomUUID(),
      subscriptionId: manager.subscriptionId,
      kind: 'users',
      blobReferenceId: used.importFile.id,
      startedByUserId: manager.id,
      status: 'finished',
    });

    await sweepUnusedBlobs(ctx.db, storage, later(49));
    for (const [name, blob] of Object.entries(used)) {
      expect(await rowOf(blob), name).toBeDefined();
      expect(await stored(blob), name).toBe(true);
    }
  });

  it('removes a file a day after the last thing using it let go of it', async () => {
    const first = await content('first.png');
    const question = await buildQuestion(ctx.db, { questionType: 'LearningImage', imageBlobReferenceId: first.id });
    await sweepUnusedBlobs(ctx.db, storage, later(25));
    expect(await stored(first)).toBe(true);

    const second = await content('second.png');
    await ctx.db.update(questions).set({ imageBlobReferenceId: second.id }).where(eq(questions.id, question.id));
    expect((await rowOf(first))?.unusedSince).not.toBeNull();
    expect((await rowOf(second))?.unusedSince).toBeNull();
    await sweepUnusedBlobs(ctx.db, storage, later(12));
    expect(await stored(first)).toBe(true);
    await sweepUnusedBlobs(ctx.db, storage, later(25));
    expect(await rowOf(first)).toBeUndefined();
    expect(await stored(first)).toBe(false);
    expect(await stored(second)).toBe(true);
  });

  it('runs as a daily job, once a day whichever server process claims it', async () => {
    const draft = await content('tomorrow.png');
    const job = unusedBlobsSweepJob(ctx.db, storage, 3);
    // Past the job's hour on a day at least a day and a half away, whatever the time now.
    const due = later(48);
    due.setUTCHours(12, 0, 0, 0);
    expect(await runIfDue(ctx.db, job, due)).toBe(true);
    expect(await runIfDue(ctx.db, job, due)).toBe(false);
    const left = await ctx.db
      .select()
      .from(blobReferences)
      .where(inArray(blobReferences.id, [draft.id]));
    expect(left).toEqual([]);
  });
});
