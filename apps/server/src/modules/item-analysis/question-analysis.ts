import type { ItemFlag } from '@roadmark/domain/analysis/item-flags';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Executor } from '../../platform/db/database.ts';
import { optionalBlobUrl } from '../files/blob-url.ts';
import { CHOICE_TYPES, LOCATION_TYPES, RESPONSE_TIME_TYPES } from './analysed-question-types.ts';
import { type AnalysedAssessment, type AnalysedQuestion, questionAnalysisScope } from './analysis-scope.ts';
import { type ChoiceShare, choiceShares } from './choice-figures.ts';
import {
  type ClickTimes,
  clickTimes,
  type ResponseWindowFigures,
  responseWindowFigures,
} from './click-time-figures.ts';
import { type LocationClicks, locationClicks } from './location-click-figures.ts';
import { oneQuestionFigures, type QuestionFigures } from './question-figures.ts';
import { questionFlags } from './question-flags.ts';

export interface QuestionAnalysis {
  question: AnalysedQuestion & { imageUrl: string | null };
  assessment: AnalysedAssessment | null;
  from: string | null;
  to: string | null;
  subscriptionId: string | null;
  figures: QuestionFigures;
  flags: ItemFlag[];
  choices: ChoiceShare[];
  clickTimes: ClickTimes | null;
  responseWindows: ResponseWindowFigures[];
  locationClicks: LocationClicks | null;
}

/**
 * One question over the counted sessions of one assessment, or of every assessment that presented it: its figures,
 * the share of each choice, and for videos and images where the clicks fell against the windows.
 */
export async function questionAnalysis({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: unknown;
  db: Executor;
}): Promise<QuestionAnalysis> {
  const { question, assessment, filter } = await questionAnalysisScope({ actor, input, db });
  const ids = [question.id];
  const of = (types: ReadonlySet<string>) => types.has(question.questionType);
  // Independent statements: on PostgreSQL the pool runs them side by side.
  const [figure, choices, windows, [times], [clicks]] = await Promise.all([
    oneQuestionFigures(db, filter, question.id),
    of(CHOICE_TYPES) ? choiceShares(db, filter, ids) : [],
    of(RESPONSE_TIME_TYPES) ? responseWindowFigures(db, filter, ids) : [],
    of(RESPONSE_TIME_TYPES) ? clickTimes(db, filter, ids) : [],
    of(LOCATION_TYPES) ? locationClicks(db, filter, ids) : [],
  ]);
  const figures: QuestionFigures = figure ?? {
    questionId: question.id,
    position: 0,
    presented: 0,
    answered: 0,
    facility: null,
    discrimination: null,
    discriminationUndefinedReason: 'TOO_FEW_SESSIONS',
    meanResponseTimeSeconds: null,
  };
  return {
    question: { ...question, imageUrl: optionalBlobUrl(question.imageBlobReferenceId) },
    assessment,
    from: filter.from,
    to: filter.to,
    subscriptionId: filter.subscriptionId,
    figures,
    flags: questionFlags(figures, windows, choices),
    choices,
    clickTimes: times ?? null,
    responseWindows: windows,
    locationClicks: clicks ?? null,
  };
}
