import { RoleGroupName } from '@roadmark/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../../test/accounts-harness.ts';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp, useInLicensedContent } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { buildItem, buildQuestion } from '../../../test/sessions-harness.ts';
import { assessmentFeedbacks } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from '../licensing/subscription-assessment.table.ts';
import { questionSequenceQuestions } from '../questions/question.table.ts';
import { questionAnswers } from '../questions/question-answer.table.ts';

const s3 = await startS3Server();
afterAll(() => s3.close());

interface Blob {
  id: string;
  url: string;
}

const STORAGES = [
  ['local disk', {}],
  ['S3 with presigned redirects', { ...s3.env, S3_PRESIGNED_REDIRECTS: 'true' }],
] as const;

describe.each(STORAGES)('reading stored files (%s)', (_storage, env) => {
  const { ctx, upload, get } = useFilesApp({ ...env, UPLOAD_MAX_VIDEO_MB: '25' });
  let author: BuiltUser;
  let driver: BuiltUser;
  let managerA: BuiltUser;
  let otherDriver: BuiltUser;
  let otherManager: BuiltUser;
  let companyId: string;
  let studyDriverCookie: string;
  const blobs = {} as Record<
    'video' | 'richText' | 'answer' | 'tile' | 'feedback' | 'unused' | 'brand' | 'people',
    Blob
  >;
  const video = Buffer.concat([sample('mp4'), Buffer.alloc(20 * 1024 * 1024, 0x2a)]);

  const content = async (filename: string, bytes: Buffer) =>
    ((await upload([{ filename, content: bytes }], { cookie: author.cookie })).json() as Blob[])[0]!;

  beforeAll(async () => {
    companyId = (await buildSubscription(ctx.db)).id;
    const otherId = (await buildSubscription(ctx.db)).id;
    author = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.Staff,
    });
    driver = await buildUser(ctx.db, { subscriptionId: companyId });
    managerA = await buildUser(ctx.db, { subscriptionId: companyId, roleGroup: RoleGroupName.OverviewManager });
    otherDriver = await buildUser(ctx.db, { subscriptionId: otherId });
    otherManager = await buildUser(ctx.db, { subscriptionId: otherId, roleGroup: RoleGroupName.OverviewManager });

    blobs.video = await content('hazard.mp4', video);
    blobs.richText = await content('inline.png', sample('png'));
    blobs.answer = await content('answer.jpeg', sample('jpeg'));
    blobs.tile = await content('tile.gif', sample('gif'));
    blobs.feedback = await content('feedback.webm', sample('webm'));
    blobs.unused = await content('draft.webp', sample('webp'));
    [blobs.brand] = (
      await upload([{ filename: 'logo.png', content: sample('png') }], {
        cookie: managerA.cookie,
        query: '?purpose=brand',
      })
    ).json();
    [blobs.people] = (
      await upload([{ filename: 'people.csv', content: Buffer.from('Email\nann@example.test\n') }], {
        cookie: managerA.cookie,
        query: '?purpose=import',
      })
    ).json();

    // The video as a question's media, an image inside the rich text of another question.
    await useInLicensedContent(ctx.db, companyId, { videoBlobReferenceId: blobs.video.id });
    await useInLicensedContent(ctx.db, companyId, {
      questionType: 'LearningText',
      questionText: `<p>What is the hazard?</p><p><img src="/api/blobs/${blobs.richText.id}" alt=""></p>`,
    });
    // An answer image of a question that is only reached through a sequence in a licensed assessment.
    const sequenceAssessment = await buildAssessment(ctx.db, 'Sequences', { imageBlobReferenceId: blobs.tile.id });
    const parent = await buildQuestion(ctx.db, { questionType: 'SequenceOfQuestions' });
    const child = await buildQuestion(ctx.db, { questionType: 'MultipleChoiceImage' });
    await ctx.db
      .insert(questionSequenceQuestions)
      .values({ id: crypto.randomUUID(), parentQuestionId: parent.id, childQuestionId: child.id, displayOrder: 1 });
    await ctx.db
      .insert(questionAnswers)
      .values({ id: crypto.randomUUID(), questionId: child.id, answerTextImageBlobReferenceId: blobs.answer.id });
    await ctx.db
      .insert(assessmentFeedbacks)
      .values({ id: crypto.randomUUID(), assessmentId: sequenceAssessment, videoBlobReferenceId: blobs.feedback.id });
    await buildItem(ctx.db, sequenceAssessment, 1, [parent.id]);
    await license(ctx.db, companyId, sequenceAssessment);

    // A study participant of another subscription, signed in with only the study code.
    const study = await buildSubscription(ctx.db, {
      subscriptionType: 'Study',
      studyUniqueCode: `ST${Date.now() % 1e6}`,
    });
    const studyAssessment = await buildAssessment(ctx.db, 'Study');
    await buildItem(ctx.db, studyAssessment, 1, [(await buildQuestion(ctx.db, { questionType: 'LearningText' })).id]);
    await license(ctx.db, study.id, studyAssessment);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/studyLogin',
      headers: { 'x-roadmark-csrf': '1' },
      payload: { studyUniqueCode: study.studyUniqueCode, userIdentifier: 'p-1' },
    });
    studyDriverCookie = sessionCookieFrom(login);
  });

  /** Every way of reading a file: the file, one range of it, its headers, and where to fetch it from. */
  async function readings(blob: Blob | { id: string; url: string }, cookie?: string) {
    const options = cookie ? { cookie } : {};
    return {
      whole: await get(blob.url, options),
      range: await get(blob.url, { ...options, headers: { range: 'bytes=0-99' } }),
      head: await ctx.app.inject({ method: 'HEAD', url: blob.url, headers: options }),
      redirect: await get(`/api/blobs/redirectToUrl?id=${blob.id}`, options),
    };
  }

  /** What a caller learns from a refusal, so it can be compared with a file that does not exist. */
  const seen = (response: Awaited<ReturnType<typeof get>>) => ({
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
  });

  async function expectNotFound(blob: Blob, cookie: string) {
    const nothing = await readings({ id: crypto.randomUUID(), url: `/api/blobs/${crypto.randomUUID()}` }, cookie);
    const refused = await readings(blob, cookie);
    for (const kind of ['whole', 'range', 'head', 'redirect'] as const) {
      expect(refused[kind].statusCode, kind).toBe(404);
      expect(seen(refused[kind]), kind).toEqual(seen(nothing[kind]));
    }
  }

  it.each(['video', 'richText', 'answer', 'tile', 'feedback'] as const)(
    'serves content media (%s) to a driver whose subscription is licensed for content that uses it',
    async (name) => {
      const { whole, range, head, redirect } = await readings(blobs[name], driver.cookie);
      expect([whole.statusCode, range.statusCode, head.statusCode, redirect.statusCode]).toEqual([200, 206, 200, 302]);
    },
  );

  it('serves a 20 MB video chunk by chunk to the licensed driver', async () => {
    const response = await get(blobs.video.url, {
      cookie: driver.cookie,
      headers: { range: `bytes=${10 * 1024 * 1024}-${10 * 1024 * 1024 + 65_535}` },
    });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(video.subarray(10 * 1024 * 1024, 10 * 1024 * 1024 + 65_536))).toBe(true);
  });

  it.each(['video', 'richText', 'answer', 'tile', 'feedback', 'unused'] as const)(
    'answers a driver of another subscription about content media (%s) exactly as about a file that does not exist',
    async (name) => {
      await expectNotFound(blobs[name], otherDriver.cookie);
    },
  );

  it('answers a study participant about another subscription’s content media as about nothing', async () => {
    await expectNotFound(blobs.video, studyDriverCookie);
  });

  it('serves content nothing uses yet to content authors only', async () => {
    expect((await get(blobs.unused.url, { cookie: author.cookie })).statusCode).toBe(200);
    await expectNotFound(blobs.unused, driver.cookie);
  });

  it('keeps an import file inside its subscription, with the manager who uploaded it', async () => {
    expect((await get(blobs.people.url, { cookie: managerA.cookie })).statusCode).toBe(200);
    const colleague = await buildUser(ctx.db, { subscriptionId: companyId, roleGroup: RoleGroupName.OverviewManager });
    for (const someone of [driver, colleague, otherManager]) await expectNotFound(blobs.people, someone.cookie);
  });

  it('serves a brand image to anyone, signed out too', async () => {
    expect((await get(blobs.brand.url)).statusCode).toBe(200);
    expect((await get(blobs.brand.url, { cookie: otherDriver.cookie })).statusCode).toBe(200);
  });

  it('asks someone signed out to sign in for anything else, whether or not it exists', async () => {
    for (const url of [blobs.video.url, blobs.people.url, `/api/blobs/${crypto.randomUUID()}`]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('stops serving content media on the next request once the licence ends', async () => {
    const licence = and(
      eq(subscriptionAssessments.subscriptionId, companyId),
      eq(subscriptionAssessments.archived, false),
    );
    const live = await ctx.db.select().from(subscriptionAssessments).where(licence);
    await ctx.db.update(subscriptionAssessments).set({ archived: true }).where(licence);
    try {
      await expectNotFound(blobs.video, driver.cookie);
    } finally {
      for (const row of live) {
        await ctx.db
          .update(subscriptionAssessments)
          .set({ archived: false })
          .where(eq(subscriptionAssessments.id, row.id));
      }
    }
    expect((await get(blobs.video.url, { cookie: driver.cookie })).statusCode).toBe(200);
  });
});
