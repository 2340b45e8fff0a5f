import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSubscription } from '../../../test/factories.ts';
import { type HttpReceiver, startHttpReceiver } from '../../../test/http-receiver.ts';
import { testConfig, useTestApp } from '../../../test/test-app.ts';
import { outboxAttempts, outboxMessages } from '../../platform/outbox/outbox.table.ts';
import { processDueOutbox } from '../../platform/outbox/outbox-worker.ts';
import {
  enqueueStudyResultPost,
  STUDY_RESULT_POST_JOB,
  type StudyResultBody,
  studyResultPostHandler,
} from './study-result-post.job.ts';

const result: StudyResultBody = {
  user_id: 'PROLIFIC-abc',
  assessmentCode: 'HAZ-1',
  assessmentName: 'Hazard perception',
  score: 73,
};

describe('the study result post', () => {
  const ctx = useTestApp();
  let receiver: HttpReceiver;
  beforeAll(async () => {
    receiver = await startHttpReceiver();
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    receiver.requests.length = 0;
    receiver.respond = (_request, res) => void res.end('ok');
  });

  const allowLoopback = testConfig({ OUTBOUND_ALLOWLIST: '127.0.0.1' }).outbound;
  const retryInAMinute = { maxAttempts: 3, delayMs: () => 60_000 };
  const run = (policy = allowLoopback) =>
    processDueOutbox(ctx.db, {
      handlers: { [STUDY_RESULT_POST_JOB]: studyResultPostHandler(policy) },
      policy: retryInAMinute,
    });
  const makeDueNow = (id: string) =>
    ctx.db.update(outboxMessages).set({ runAt: new Date() }).where(eq(outboxMessages.id, id));
  const messageOf = async (id: string) =>
    (await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;
  const attemptsOf = (id: string) =>
    ctx.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxMessageId, id)).orderBy(outboxAttempts.attempt);

  async function enqueueFor(url: string) {
    const study = await buildSubscription(ctx.db, { subscriptionType: 'Study', studyResultsPagePostUrl: url });
    const id = await ctx.db.transaction((tx) =>
      enqueueStudyResultPost(tx, { subscriptionId: study.id, url: study.studyResultsPagePostUrl!, body: result }),
    );
    return { id, study };
  }

  it("posts the result as JSON to the study's URL once the transaction commits", async () => {
    const { id, study } = await enqueueFor(`${receiver.url}/results?study=42`);
    expect(await messageOf(id)).toMatchObject({ kind: 'study-result-post', subscriptionId: study.id });

    await run();
    await run();

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/results?study=42' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual(result);
    expect(request!.body).toBe(
      '{"user_id":"PROLIFIC-abc","assessmentCode":"HAZ-1","assessmentName":"Hazard perception","score":73}',
    );
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
  });

  it('posts nothing when the transaction rolls back', async () => {
    const study = await buildSubscription(ctx.db, { subscriptionType: 'Study' });
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueStudyResultPost(tx, {
          subscriptionId: study.id,
          url: `${receiver.url}/rolled-back`,
          body: result,
        });
        throw new Error('finishing failed');
      }),
    ).rejects.toThrow('finishing failed');
    await run();
    expect(receiver.requests.filter((r) => r.path === '/rolled-back')).toEqual([]);
  });

  it('keeps the post pending with the attempt logged when the receiver answers 500, and succeeds on the next run', async () => {
    receiver.respond = (_request, res) => {
      res.writeHead(500);
      res.end('down for maintenance');
    };
    const { id } = await enqueueFor(`${receiver.url}/flaky`);

    await run();
    expect(await messageOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: "The study's results post URL answered 500",
    });
    expect(await attemptsOf(id)).toMatchObject([
      { attempt: 1, succeeded: false, error: "The study's results post URL answered 500" },
    ]);
    expect((await messageOf(id)).runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);

    receiver.respond = (_request, res) => void res.end('ok');
    await run();
    expect(receiver.requests).toHaveLength(1);
    await makeDueNow(id);
    await run();
    expect(await messageOf(id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect((await attemptsOf(id)).map((a) => a.succeeded)).toEqual([false, true]);
    expect(receiver.requests.map((r) => JSON.parse(r.body))).toEqual([result, result]);
  });

  it('refuses to post to loopback unless OUTBOUND_ALLOWLIST permits it, and logs why', async () => {
    const { id } = await enqueueFor(`${receiver.url}/not-allowed`);
    await run(testConfig().outbound);
    expect(receiver.requests).toEqual([]);
    expect(await messageOf(id)).toMatchObject({
      status: 'pending',
      lastError: 'Refused to call 127.0.0.1: it is a loopback address; OUTBOUND_ALLOWLIST can permit it',
    });
  });
});
