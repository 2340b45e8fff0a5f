import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { adminGraphql, createSubscription } from './admin-api.ts';
import { createAssessment, createQuestion } from './content-authoring.ts';
import { invite } from './invite.ts';
import type { Mailbox } from './mailbox.ts';
import { newPerson } from './person.ts';
import { uniqueName } from './unique-name.ts';

/** How one driver answers: the right or the wrong choice, and when they click in the response-time clip. */
export interface Taker {
  choice: 'right' | 'wrong';
  clickSeconds: number;
}

/** The response-time question's scoring window, in seconds of the clip. */
export const HAZARD_WINDOW = { start: 5, end: 7 };

export interface TakenAssessment {
  subscriptionId: string;
  assessment: { id: string; name: string };
  choice: { id: string; name: string };
  video: { id: string; name: string };
}

interface Answer {
  id: string;
  score: number;
}

/** The assessment: one item presenting both questions, a choice between two cars and a clip with one window. */
async function twoQuestionAssessment(mailbox: Mailbox) {
  const choice = { name: uniqueName('Which car'), id: '' };
  choice.id = await createQuestion(mailbox.page, {
    name: choice.name,
    questionType: 'MultipleChoiceVideo',
    questionText: '<p>Which car is about to pull out?</p>',
    answers: [
      { answerText: '<p>The red one</p>', score: 100, isCorrect: true },
      { answerText: '<p>The blue one</p>', score: 0, isCorrect: false },
    ],
  });
  const video = { name: uniqueName('Cyclist'), id: '' };
  video.id = await createQuestion(mailbox.page, {
    name: video.name,
    questionType: 'ResponseTimeVideo',
    questionText: '<p>Click when you see a developing hazard.</p>',
    answers: [{ startResponseTimeSeconds: HAZARD_WINDOW.start, endResponseTimeSeconds: HAZARD_WINDOW.end, score: 100 }],
  });
  const name = uniqueName('Analysed hazards');
  const id = await createAssessment(mailbox.page, {
    name,
    poolQuestionIds: [choice.id, video.id],
    numberOfQuestionsToPresent: 2,
  });
  return { assessment: { id, name }, choice, video };
}

async function answersOf(mailbox: Mailbox, questionId: string): Promise<Answer[]> {
  const { question } = await adminGraphql<{ question: { answers: Answer[] } }>(
    mailbox,
    'query ($id: ID!) { question(id: $id) { answers { id score } } }',
    { id: questionId },
  );
  return question.answers;
}

/**
 * The administrator starts a driver's session (and so may answer it), answers both questions through the session
 * API as `taker` says, and finishes it: the server scores it and keeps each question's score for the analysis.
 */
async function takeSession(
  mailbox: Mailbox,
  userId: string,
  seeded: Awaited<ReturnType<typeof twoQuestionAssessment>>,
  keys: { choice: Answer[] },
  taker: Taker,
): Promise<void> {
  const { initializeAssessmentSession: session } = await adminGraphql<{ initializeAssessmentSession: { id: string } }>(
    mailbox,
    'mutation ($assessmentId: ID!, $userId: ID) { initializeAssessmentSession(assessmentId: $assessmentId, userId: $userId) { id } }',
    { assessmentId: seeded.assessment.id, userId },
  );
  const { assessmentSessionLaunchView: view } = await adminGraphql<{
    assessmentSessionLaunchView: { presented: { assessmentItemId: string; question: { id: string } }[] };
  }>(
    mailbox,
    'query ($id: ID!) { assessmentSessionLaunchView(id: $id) { presented { assessmentItemId question { id } } } }',
    { id: session.id },
  );
  expect(view.presented.map((entry) => entry.question.id).sort()).toEqual([seeded.choice.id, seeded.video.id].sort());
  const chosen = [...keys.choice].sort((a, b) => b.score - a.score)[taker.choice === 'right' ? 0 : 1]!;
  const added = view.presented.map(({ assessmentItemId, question }) => ({
    id: randomUUID(),
    assessmentItemId,
    questionId: question.id,
    eventDate: new Date().toISOString(),
    ...(question.id === seeded.choice.id
      ? { questionAnswerId: chosen.id }
      : { responseTimeSeconds: taker.clickSeconds }),
  }));
  await adminGraphql(
    mailbox,
    'mutation ($model: SaveAssessmentSessionResponsesInput!) { saveAssessmentSessionResponses(model: $model) { id } }',
    { model: { assessmentSessionId: session.id, currentPosition: 1, added } },
  );
  const { finishAssessmentSession: finished } = await adminGraphql<{
    finishAssessmentSession: { isFinished: boolean };
  }>(
    mailbox,
    'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { isFinished } }',
    { model: { assessmentSessionId: session.id } },
  );
  expect(finished.isFinished).toBe(true);
}

/**
 * A new assessment of a choice question and a response-time clip, licensed to a new subscription, finished once by
 * each of the `takers` (a driver of that subscription each) through the real session calls.
 */
export async function assessmentTakenBy(mailbox: Mailbox, takers: readonly Taker[]): Promise<TakenAssessment> {
  const seeded = await twoQuestionAssessment(mailbox);
  const subscriptionId = await createSubscription(mailbox, {
    companyName: uniqueName('Analysis Haulage'),
    subscriptionType: 'Subscription',
  });
  await adminGraphql(
    mailbox,
    'mutation ($model: CreateSubscriptionAssessmentInput!) { createSubscriptionAssessment(model: $model) { id } }',
    { model: { subscriptionId, assessmentId: seeded.assessment.id, maxRestarts: 1 } },
  );
  const keys = { choice: await answersOf(mailbox, seeded.choice.id) };
  for (const taker of takers) {
    const { userId } = await invite(mailbox, newPerson(), { subscriptionId, sendEmail: false });
    await adminGraphql(
      mailbox,
      'mutation ($model: UserAssessmentAssignmentInput!) { createUserAssessmentAssignment(model: $model) { id } }',
      { model: { userId, assessmentId: seeded.assessment.id } },
    );
    await takeSession(mailbox, userId, seeded, keys, taker);
  }
  return { subscriptionId, ...seeded };
}
