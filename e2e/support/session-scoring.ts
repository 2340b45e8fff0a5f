import type { Page } from '@playwright/test';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { ResponseEvent } from '@roadmark/domain/scoring/response-event';
import { type SessionScoreResult, scoreSession } from '@roadmark/domain/scoring/score-session';
import type { ScoringAnswer, ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { adminGraphql } from './admin-api.ts';
import type { Mailbox } from './mailbox.ts';
import { graphqlAs } from './session-player.ts';

interface PresentedShape {
  id: string;
  name: string;
  questionType: string;
  numberOfSubQuestions: number;
  maximumClicks: number;
  children?: PresentedShape[];
}

export interface LaunchView {
  session: { id: string; currentPosition: number; isFinished: boolean; totalScore: number | null };
  presented: { assessmentItemId: string; question: PresentedShape }[];
  responseEvents: (ResponseEvent & { id: string; questionId: string; eventDate: string })[];
}

const QUESTION_FIELDS = 'id name questionType numberOfSubQuestions maximumClicks';

/** The driver's own launch view: the session's order and its current (not replaced) responses. */
export async function launchView(page: Page, sessionId: string): Promise<LaunchView> {
  const data = await graphqlAs<{ assessmentSessionLaunchView: LaunchView }>(
    page,
    `query ($id: ID!) { assessmentSessionLaunchView(id: $id) {
      session { id currentPosition isFinished totalScore }
      presented { assessmentItemId question { ${QUESTION_FIELDS}
        children { ${QUESTION_FIELDS} children { ${QUESTION_FIELDS} } } } }
      responseEvents { id questionId assessmentItemId questionAnswerId responseTimeSeconds clickPositionX
        clickPositionY textInput subQuestionNumber eventDate }
    } }`,
    { id: sessionId },
  );
  return data.assessmentSessionLaunchView;
}

export interface ServerResult {
  score: number | null;
  riskCategory: string;
  questionBreakdown: {
    questionId: string;
    name: string;
    score: number;
    maxScore: number;
    percent: number | null;
    feedbackText: string | null;
    feedbackImageUrl: string | null;
    feedbackVideoUrl: string | null;
  }[];
  driverMetricBreakdown: { driverMetricId: string; name: string; score: number }[];
  session: { totalScore: number | null; isFinished: boolean };
}

/** The server's result of a finished session, asked for as the driver. */
export async function sessionResult(page: Page, sessionId: string): Promise<ServerResult> {
  const data = await graphqlAs<{ assessmentSessionResult: ServerResult }>(
    page,
    `query ($id: ID!) { assessmentSessionResult(id: $id) {
      score riskCategory session { totalScore isFinished }
      questionBreakdown { questionId name score maxScore percent feedbackText feedbackImageUrl feedbackVideoUrl }
      driverMetricBreakdown { driverMetricId name score }
    } }`,
    { id: sessionId },
  );
  return data.assessmentSessionResult;
}

interface AnswerKey {
  driverMetricId: string | null;
  answers: ScoringAnswer[];
}

/** A question's answer key (scores, windows) as stored, read by the administrator. */
async function answerKey(mailbox: Mailbox, questionId: string): Promise<AnswerKey> {
  const data = await adminGraphql<{ question: AnswerKey }>(
    mailbox,
    `query ($id: ID!) { question(id: $id) { driverMetricId answers {
      id score isCorrect displayOrder archived subQuestionNumber discriminationGroup
      startResponseTimeSeconds endResponseTimeSeconds windowLeft windowTop windowRight windowBottom
      isSuspicious suspicionScore } } }`,
    { id: questionId },
  );
  return data.question;
}

async function scoringQuestion(mailbox: Mailbox, shape: PresentedShape): Promise<ScoringQuestion> {
  const key = await answerKey(mailbox, shape.id);
  const children = await Promise.all((shape.children ?? []).map((child) => scoringQuestion(mailbox, child)));
  return {
    id: shape.id,
    questionType: shape.questionType as QuestionType,
    numberOfSubQuestions: shape.numberOfSubQuestions,
    maximumClicks: shape.maximumClicks,
    driverMetricId: key.driverMetricId,
    answers: key.answers,
    children,
  };
}

/**
 * What the scoring engine (@roadmark/domain) makes of a session: its stored order and responses as the driver's
 * launch view shows them, scored against the answer keys and thresholds stored for its questions and assessment.
 */
export async function engineResult(
  mailbox: Mailbox,
  view: LaunchView,
  assessmentId: string,
): Promise<SessionScoreResult> {
  const { assessment } = await adminGraphql<{
    assessment: { id: string; highRiskBelow: number; mediumRiskBelow: number; maxSuspiciousAnswers: number };
  }>(mailbox, 'query ($id: ID!) { assessment(id: $id) { id highRiskBelow mediumRiskBelow maxSuspiciousAnswers } }', {
    id: assessmentId,
  });
  const presented = await Promise.all(
    view.presented.map(async (entry) => ({
      assessmentItemId: entry.assessmentItemId,
      question: await scoringQuestion(mailbox, entry.question),
    })),
  );
  return scoreSession({ assessment, presented, events: view.responseEvents, adjustmentRules: [] });
}
