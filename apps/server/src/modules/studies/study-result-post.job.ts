import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { guardedFetch } from '../../platform/outbound/guarded-fetch.ts';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy.ts';
import { enqueue } from '../../platform/outbox/enqueue.ts';
import type { OutboxHandler } from '../../platform/outbox/outbox-worker.ts';

export const STUDY_RESULT_POST_JOB = 'study-result-post';

/** What a study's results post URL receives when a participant finishes (docs/product/studies.md#results-post). */
export interface StudyResultBody {
  user_id: string;
  assessmentCode: string;
  assessmentName: string;
  score: number | null;
}

const payloadSchema = z.object({
  url: z.string(),
  body: z.object({
    user_id: z.string(),
    assessmentCode: z.string(),
    assessmentName: z.string(),
    score: z.number().nullable(),
  }),
});

/**
 * The outbox keeps the payload as jsonb, which reorders keys; the post sends them in the documented order
 * (docs/product/studies.md#results-post).
 */
function studyResultJson({ user_id, assessmentCode, assessmentName, score }: StudyResultBody) {
  return JSON.stringify({ user_id, assessmentCode, assessmentName, score });
}

/**
 * Queues the results post in the caller's transaction (the one that finishes the session), so the study hears of
 * exactly the sessions that really finished; the outbox worker posts it after commit and retries for a day.
 */
export function enqueueStudyResultPost(
  tx: Executor,
  { subscriptionId, url, body }: { subscriptionId: string; url: string; body: StudyResultBody },
) {
  return enqueue(tx, { kind: STUDY_RESULT_POST_JOB, payload: { url, body: { ...body } }, subscriptionId });
}

/**
 * Posts the results as JSON through the guarded client, since the URL was typed by a user. Anything but a 2xx
 * answer throws, so the outbox logs the attempt and tries again later.
 */
export function studyResultPostHandler(policy: OutboundPolicy): OutboxHandler {
  return async (payload) => {
    const { url, body } = payloadSchema.parse(payload);
    const response = await guardedFetch(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: studyResultJson(body) },
      policy,
    );
    if (response.status < 200 || response.status > 299) {
      throw new Error(`The study's results post URL answered ${response.status}`);
    }
  };
}
