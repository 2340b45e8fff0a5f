import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { adminGraphql } from './admin-api.ts';
import type { Mailbox } from './mailbox.ts';
import { graphqlAs } from './session-player.ts';
import { DEMO_ASSESSMENT } from './session-setup.ts';

interface PresentedQuestion {
  id: string;
  questionType: string;
  children: { id: string; questionType: string }[];
}

interface KeyAnswer {
  id: string;
  score: number;
  startResponseTimeSeconds: number | null;
  endResponseTimeSeconds: number | null;
  windowLeft: number | null;
  windowTop: number | null;
  windowRight: number | null;
  windowBottom: number | null;
}

/** How the driver answers the demo assessment. */
export interface DemoAnswers {
  /**
   * Also answer the clip and picture click questions: the hazard clip clicked in its window that scores this (100
   * down to 20), the first hazard to deal with, and every hazard of the street. Without it they stay unanswered.
   */
  reactionWindowScore?: number;
}

type ResponseFields = Record<string, number | string>;

async function answerKey(mailbox: Mailbox, questionId: string): Promise<KeyAnswer[]> {
  const { question } = await adminGraphql<{ question: { answers: KeyAnswer[] } }>(
    mailbox,
    `query ($id: ID!) { question(id: $id) { answers { id score startResponseTimeSeconds endResponseTimeSeconds
      windowLeft windowTop windowRight windowBottom } } }`,
    { id: questionId },
  );
  return question.answers;
}

const best = (answers: KeyAnswer[]) => [...answers].sort((a, b) => b.score - a.score)[0]!;

/** A click in the middle of an answer's window, in the picture's own pixels. */
const centreOf = (answer: KeyAnswer): ResponseFields => ({
  clickPositionX: Math.round((answer.windowLeft! + answer.windowRight!) / 2),
  clickPositionY: Math.round((answer.windowTop! + answer.windowBottom!) / 2),
});

/** The responses to one question, by its answer key: the best choice, or the clicks `answers` asks for. */
async function responsesTo(
  mailbox: Mailbox,
  question: { id: string; questionType: string },
  answers: DemoAnswers,
): Promise<ResponseFields[]> {
  const { questionType } = question;
  const choice = /^(MultipleChoice|SlidingScale)/.test(questionType);
  if (!choice && answers.reactionWindowScore === undefined) return [];
  const key = await answerKey(mailbox, question.id);
  if (choice) return [{ questionAnswerId: best(key).id }];
  if (questionType.startsWith('ResponseTime')) {
    const window = key.find((answer) => answer.score === answers.reactionWindowScore)!;
    return [{ responseTimeSeconds: (window.startResponseTimeSeconds! + window.endResponseTimeSeconds!) / 2 }];
  }
  if (questionType.startsWith('LocationResponse')) return [centreOf(best(key))];
  if (questionType.startsWith('LocationDiscrimination')) return key.map(centreOf);
  return [];
}

/**
 * As the driver: starts the demo assessment, answers it through the GraphQL calls the player makes (every choice and
 * scale question with its best answer, the click questions as `answers` says) and finishes it, so the server scores
 * it and applies the driver metrics. Answers the session id and its score.
 */
export async function finishDemoAssessment(
  page: Page,
  mailbox: Mailbox,
  answers: DemoAnswers = {},
): Promise<{ sessionId: string; score: number }> {
  const { initializeAssessmentSession: session } = await graphqlAs<{ initializeAssessmentSession: { id: string } }>(
    page,
    'mutation ($assessmentId: ID!) { initializeAssessmentSession(assessmentId: $assessmentId) { id } }',
    { assessmentId: DEMO_ASSESSMENT.id },
  );
  const { assessmentSessionLaunchView: view } = await graphqlAs<{
    assessmentSessionLaunchView: { presented: { assessmentItemId: string; question: PresentedQuestion }[] };
  }>(
    page,
    `query ($id: ID!) { assessmentSessionLaunchView(id: $id) {
      presented { assessmentItemId question { id questionType children { id questionType } } } } }`,
    { id: session.id },
  );
  const added = [];
  for (const { assessmentItemId, question } of view.presented) {
    for (const asked of [question, ...question.children]) {
      for (const fields of await responsesTo(mailbox, asked, answers)) {
        added.push({
          id: randomUUID(),
          assessmentItemId,
          questionId: asked.id,
          eventDate: new Date().toISOString(),
          ...fields,
        });
      }
    }
  }
  expect(added.length).toBeGreaterThan(0);
  await graphqlAs(
    page,
    'mutation ($model: SaveAssessmentSessionResponsesInput!) { saveAssessmentSessionResponses(model: $model) { id } }',
    { model: { assessmentSessionId: session.id, currentPosition: 1, added } },
  );
  const { finishAssessmentSession: finished } = await graphqlAs<{
    finishAssessmentSession: { isFinished: boolean; totalScore: number };
  }>(
    page,
    'mutation ($model: FinishAssessmentSessionInput!) { finishAssessmentSession(model: $model) { isFinished totalScore } }',
    { model: { assessmentSessionId: session.id } },
  );
  expect(finished.isFinished).toBe(true);
  return { sessionId: session.id, score: finished.totalScore };
}
