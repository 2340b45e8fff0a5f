import { QuestionType } from '@roadmark/domain/content/question-types';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import type { ScoringQuestion } from '@roadmark/domain/scoring/scoring-question';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/modules/accounts/session-store.ts';
import { users } from '../../apps/server/src/modules/accounts/user.table.ts';
import { userAssessmentAssignments } from '../../apps/server/src/modules/assignments/user-assessment-assignment.table.ts';
import { profiles } from '../../apps/server/src/modules/people/profile.table.ts';
import type { Database } from '../../apps/server/src/platform/db/database.ts';
import { buildAssessment, license } from '../../apps/server/test/assignments-harness.ts';
import { buildSubscription } from '../../apps/server/test/factories.ts';
import { buildItem, buildMetric, buildQuestion, linkChildren } from '../../apps/server/test/sessions-harness.ts';

/** The answer fields the generator sets; the same values go to the database and into the scoring engine's key. */
interface AnswerSpec {
  answerText?: string;
  score: number;
  isCorrect?: boolean;
  subQuestionNumber?: number;
  startResponseTimeSeconds?: number;
  endResponseTimeSeconds?: number;
  windowLeft?: number;
  windowTop?: number;
  windowRight?: number;
  windowBottom?: number;
  isSuspicious?: boolean;
  suspicionScore?: number;
}

interface QuestionSpec {
  name: string;
  questionType: QuestionType;
  driverMetric?: 'hazard' | 'observation';
  numberOfSubQuestions?: number;
  maximumClicks?: number;
  answers?: AnswerSpec[];
  /** A questionnaire's sub-questions. */
  children?: QuestionSpec[];
}

/** The assessment's thresholds that scoring reads (risk bands, suspicion limit). */
export const BENCH_ASSESSMENT = { highRiskBelow: 30, mediumRiskBelow: 70, maxSuspiciousAnswers: 1 } as const;

const windowAt = (left: number, top: number, score: number) => ({
  windowLeft: left,
  windowTop: top,
  windowRight: left + 240,
  windowBottom: top + 180,
  score,
  isCorrect: score === 100,
});

/**
 * Ten items, one question each, of the scored types a driver meets most, plus a questionnaire (which never counts
 * toward the total). Location windows are in the 1920x1080 virtual space; response-time windows in video seconds.
 */
const QUESTIONS: readonly QuestionSpec[] = [
  {
    name: 'Bench: who has priority at the junction (image)',
    questionType: QuestionType.MultipleChoiceImage,
    driverMetric: 'hazard',
    answers: [
      { answerText: 'The cyclist', score: 100, isCorrect: true },
      { answerText: 'The van', score: 40 },
      { answerText: 'Me, I am on the main road', score: 0, isSuspicious: true, suspicionScore: 1 },
    ],
  },
  {
    name: 'Bench: spot the developing hazard (response time)',
    questionType: QuestionType.ResponseTimeVideo,
    driverMetric: 'hazard',
    answers: [
      { startResponseTimeSeconds: 2, endResponseTimeSeconds: 4, score: 100, isCorrect: true },
      { startResponseTimeSeconds: 4, endResponseTimeSeconds: 6, score: 60 },
    ],
  },
  {
    name: 'Bench: click every hazard (location, up to 5 clicks)',
    questionType: QuestionType.LocationResponseImage,
    driverMetric: 'observation',
    maximumClicks: 5,
    answers: [windowAt(100, 100, 60), windowAt(1000, 500, 40), windowAt(1500, 800, 30)],
  },
  {
    name: 'Bench: what should you do next (video)',
    questionType: QuestionType.MultipleChoiceVideo,
    driverMetric: 'hazard',
    answers: [
      { answerText: 'Ease off and cover the brake', score: 100, isCorrect: true },
      { answerText: 'Sound the horn', score: 20 },
      { answerText: 'Keep going', score: 0 },
      { answerText: 'Speed up to pass first', score: 0, isSuspicious: true, suspicionScore: 1 },
    ],
  },
  {
    name: 'Bench: how do you rate your following distance (questionnaire)',
    questionType: QuestionType.Questionnaire,
    children: [
      { name: 'Bench: describe your last near miss', questionType: QuestionType.QuestionnaireInput },
      {
        name: 'Bench: how often do you drive tired',
        questionType: QuestionType.QuestionnaireMultipleChoice,
        answers: [
          { answerText: 'Often', score: 3 },
          { answerText: 'Sometimes', score: 2 },
          { answerText: 'Rarely', score: 1 },
        ],
      },
    ],
  },
  {
    name: 'Bench: the pedestrian at the crossing (response time)',
    questionType: QuestionType.ResponseTimeVideo,
    driverMetric: 'observation',
    answers: [
      { startResponseTimeSeconds: 5, endResponseTimeSeconds: 7, score: 100, isCorrect: true },
      { startResponseTimeSeconds: 7, endResponseTimeSeconds: 9, score: 40 },
    ],
  },
  {
    name: 'Bench: where would you look first (location, up to 2 clicks)',
    questionType: QuestionType.LocationResponseImage,
    driverMetric: 'observation',
    maximumClicks: 2,
    answers: [windowAt(300, 300, 70), windowAt(1200, 200, 30)],
  },
  {
    name: 'Bench: two signs, two meanings (image, two parts)',
    questionType: QuestionType.MultipleChoiceImage,
    driverMetric: 'hazard',
    numberOfSubQuestions: 2,
    answers: [
      { answerText: 'No entry', score: 100, isCorrect: true, subQuestionNumber: 1 },
      { answerText: 'No waiting', score: 0, subQuestionNumber: 1 },
      { answerText: 'Give way', score: 100, isCorrect: true, subQuestionNumber: 2 },
      { answerText: 'Stop', score: 50, subQuestionNumber: 2 },
    ],
  },
  {
    name: 'Bench: how risky was that overtake (sliding scale)',
    questionType: QuestionType.SlidingScaleVideo,
    driverMetric: 'hazard',
    answers: [
      { answerText: 'Very safe', score: 0 },
      { answerText: 'Safe', score: 25 },
      { answerText: 'Unsure', score: 50 },
      { answerText: 'Risky', score: 75 },
      { answerText: 'Very risky', score: 100, isCorrect: true },
    ],
  },
  {
    name: 'Bench: mark the blind spots (location, up to 5 clicks)',
    questionType: QuestionType.LocationResponseImage,
    driverMetric: 'observation',
    maximumClicks: 5,
    answers: [windowAt(200, 700, 50), windowAt(900, 100, 50), windowAt(1600, 400, 100)],
  },
];

export interface BenchItem {
  assessmentItemId: string;
  /** The item's question as the scoring engine reads it (answer ids, windows, children). */
  question: ScoringQuestion;
}

export interface SessionContent {
  /** The customer subscription that licenses the assessment and holds the drivers. */
  subscriptionId: string;
  assessmentId: string;
  assessment: { id: string } & typeof BENCH_ASSESSMENT;
  /** The items in their display order (the session order: no pools, no rotation). */
  items: BenchItem[];
}

async function insertQuestion(db: Database, spec: QuestionSpec, metrics: Record<string, string>) {
  const answers = spec.answers ?? [];
  const built = await buildQuestion(
    db,
    {
      name: spec.name,
      questionType: spec.questionType,
      driverMetricId: spec.driverMetric ? metrics[spec.driverMetric]! : null,
      numberOfSubQuestions: spec.numberOfSubQuestions ?? 1,
      maximumClicks: spec.maximumClicks ?? 10,
    },
    answers.map(({ answerText, ...answer }) => ({ answerText: answerText ?? '', ...answer })),
  );
  const children: ScoringQuestion[] = [];
  for (const child of spec.children ?? []) children.push(await insertQuestion(db, child, metrics));
  if (children.length > 0) {
    await linkChildren(
      db,
      built.id,
      children.map((child) => child.id),
    );
  }
  const question: ScoringQuestion = {
    id: built.id,
    questionType: spec.questionType,
    numberOfSubQuestions: spec.numberOfSubQuestions ?? 1,
    maximumClicks: spec.maximumClicks ?? 10,
    driverMetricId: spec.driverMetric ? metrics[spec.driverMetric]! : null,
    answers: answers.map(({ answerText: _text, ...answer }, index) => ({
      id: built.answerIds[index]!,
      displayOrder: index,
      ...answer,
    })),
    children,
  };
  return question;
}

/** The assessment of ten items, two driver metrics, and a customer subscription licensed to take it. */
export async function insertSessionContent(db: Database): Promise<SessionContent> {
  const metrics = {
    hazard: await buildMetric(db, 'Bench hazard anticipation', 50),
    observation: await buildMetric(db, 'Bench observation', 40),
  };
  const assessmentId = await buildAssessment(db, 'Bench hazard perception', { ...BENCH_ASSESSMENT });
  const items: BenchItem[] = [];
  for (const [index, spec] of QUESTIONS.entries()) {
    const question = await insertQuestion(db, spec, metrics);
    items.push({ assessmentItemId: await buildItem(db, assessmentId, index + 1, [question.id]), question });
  }
  const subscription = await buildSubscription(db, { companyName: 'Bench Haulage' });
  await license(db, subscription.id, assessmentId, 0);
  return {
    subscriptionId: subscription.id,
    assessmentId,
    assessment: { id: assessmentId, ...BENCH_ASSESSMENT },
    items,
  };
}

export interface BenchDriver {
  userId: string;
  /** A Cookie header value carrying a fresh sign-in session of this driver. */
  cookie: string;
}

const SESSION_LIFETIME = { rememberedDays: 30, hours: 12, absoluteDays: 90 };

/**
 * `count` drivers of the subscription (no password: they never sign in through the form), each assigned the
 * assessment and signed in with a real session cookie. Users, profiles and assignments go in as multi-row INSERTs.
 */
export async function insertDrivers(
  db: Database,
  options: { subscriptionId: string; assessmentId: string; count: number },
): Promise<BenchDriver[]> {
  const { subscriptionId, assessmentId, count } = options;
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  const driverRole = roleGroupByName(RoleGroupName.Driver).id;
  await db.transaction(async (tx) => {
    await tx.insert(users).values(
      ids.map((id, index) => {
        const email = `bench-driver-${index + 1}-${id.slice(0, 8)}@roadmark.test`;
        return {
          id,
          userName: email,
          email,
          normalizedEmail: email,
          emailConfirmed: true,
          roleGroupId: driverRole,
          subscriptionId,
        };
      }),
    );
    await tx.insert(profiles).values(
      ids.map((userId, index) => ({
        id: crypto.randomUUID(),
        userId,
        subscriptionId,
        firstName: 'Bench',
        lastName: `Driver ${index + 1}`,
        uniqueDriverPin: `BENCH${String(index + 1).padStart(5, '0')}${userId.slice(0, 6)}`,
      })),
    );
    await tx.insert(userAssessmentAssignments).values(
      ids.map((userId) => ({
        id: crypto.randomUUID(),
        subscriptionId,
        userId,
        assessmentId,
        targetDate: new Date(Date.now() + 30 * 86_400_000),
        maxRestarts: 0,
      })),
    );
  });
  const drivers: BenchDriver[] = [];
  for (const userId of ids) {
    const session = await createSession(db, { userId, rememberMe: false }, SESSION_LIFETIME);
    drivers.push({ userId, cookie: `${SESSION_COOKIE}=${session.token}` });
  }
  return drivers;
}
