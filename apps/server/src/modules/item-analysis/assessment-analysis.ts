import type { ItemFlag } from '@roadmark/domain/analysis/item-flags';
import { inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { questions } from '../questions/question.table.ts';
import { CHOICE_TYPES, RESPONSE_TIME_TYPES } from './analysed-question-types.ts';
import { type AnalysedAssessment, assessmentAnalysisScope } from './analysis-scope.ts';
import { type ChoiceShare, choiceShares } from './choice-figures.ts';
import { type ResponseWindowFigures, responseWindowFigures } from './click-time-figures.ts';
import { assessmentQuestionFigures, type QuestionFigures } from './question-figures.ts';
import { questionFlags } from './question-flags.ts';
import { type Reliability, reliability } from './reliability.ts';
import { type ScoreFigures, scoreFigures } from './score-figures.ts';

export interface AnalysedQuestionRow extends QuestionFigures {
  name: string;
  questionType: string;
  flags: ItemFlag[];
}

export interface AssessmentAnalysis extends ScoreFigures {
  assessment: AnalysedAssessment;
  from: string | null;
  to: string | null;
  subscriptionId: string | null;
  reliability: Reliability;
  questions: AnalysedQuestionRow[];
  /** The choice questions' answers and the response-time videos' windows the flags were judged from. */
  choices: ChoiceShare[];
  responseWindows: ResponseWindowFigures[];
}

/**
 * How an assessment's scored questions behaved over the counted sessions (finished, real, in the period and
 * subscription): the score spread, reliability, and each question's figures with what is worth an author's look.
 */
export async function assessmentAnalysis({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: unknown;
  db: Executor;
}): Promise<AssessmentAnalysis> {
  const { assessment, filter } = await assessmentAnalysisScope({ actor, input, db });
  const figures = await assessmentQuestionFigures(db, filter);
  const ids = figures.map((figure) => figure.questionId);
  const content = ids.length
    ? await db
        .select({ id: questions.id, name: questions.name, questionType: questions.questionType })
        .from(questions)
        .where(inArray(questions.id, ids))
    : [];
  const byId = new Map(content.map((question) => [question.id, question]));
  const ofTypes = (types: ReadonlySet<string>) =>
    content.filter((question) => types.has(question.questionType)).map((question) => question.id);
  // Independent statements: on PostgreSQL the pool runs them side by side.
  const [scores, reliable, windows, choices] = await Promise.all([
    scoreFigures(db, filter),
    reliability(db, filter),
    responseWindowFigures(db, filter, ofTypes(RESPONSE_TIME_TYPES)),
    choiceShares(db, filter, ofTypes(CHOICE_TYPES)),
  ]);
  return {
    ...scores,
    assessment,
    from: filter.from,
    to: filter.to,
    subscriptionId: filter.subscriptionId,
    reliability: reliable,
    choices,
    responseWindows: windows,
    questions: figures.map((figure) => ({
      ...figure,
      name: byId.get(figure.questionId)?.name ?? '',
      questionType: byId.get(figure.questionId)?.questionType ?? '',
      flags: questionFlags(
        figure,
        windows.filter((window) => window.questionId === figure.questionId),
        choices.filter((choice) => choice.questionId === figure.questionId),
      ),
    })),
  };
}
