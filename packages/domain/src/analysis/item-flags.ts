import { ANALYSIS_RULES } from './analysis-rules.ts';

/** What item analysis can say about a question, each with its message (`analysis.flags.<code>`). */
export const ItemFlagCode = {
  TooEasy: 'TOO_EASY',
  TooHard: 'TOO_HARD',
  NegativeDiscrimination: 'NEGATIVE_DISCRIMINATION',
  LowDiscrimination: 'LOW_DISCRIMINATION',
  WindowOpensLate: 'WINDOW_OPENS_LATE',
  WindowClosesEarly: 'WINDOW_CLOSES_EARLY',
  DistractorChosenByHighScorers: 'DISTRACTOR_CHOSEN_BY_HIGH_SCORERS',
} as const;
export type ItemFlagCode = (typeof ItemFlagCode)[keyof typeof ItemFlagCode];
export const ALL_ITEM_FLAG_CODES = Object.values(ItemFlagCode) as [ItemFlagCode, ...ItemFlagCode[]];

export interface ItemFlag {
  code: ItemFlagCode;
  messageKey: `analysis.flags.${ItemFlagCode}`;
  /** The answer (a response window or a choice) the flag is about; null when it is about the whole question. */
  answerId: string | null;
  /** For a window flag: how far to move the window's edge, in seconds (negative: earlier). */
  suggestedShiftSeconds: number | null;
}

function flag(code: ItemFlagCode, about: Partial<Pick<ItemFlag, 'answerId' | 'suggestedShiftSeconds'>> = {}): ItemFlag {
  return {
    code,
    messageKey: `analysis.flags.${code}`,
    answerId: about.answerId ?? null,
    suggestedShiftSeconds: about.suggestedShiftSeconds ?? null,
  };
}

export interface QuestionFigures {
  /** Sessions that presented the question. */
  presented: number;
  /** Mean percent score, 0..100; null when nothing was scored. */
  facility: number | null;
  /** Corrected item-total correlation, -1..1; null when it is undefined. */
  discrimination: number | null;
}

/** Too easy, too hard, and a discrimination that is negative or near zero, once enough sessions say so. */
export function figureFlags(figures: QuestionFigures): ItemFlag[] {
  if (figures.presented < ANALYSIS_RULES.minimumSessionsForFlags) return [];
  const flags: ItemFlag[] = [];
  if (figures.facility !== null && figures.facility > ANALYSIS_RULES.tooEasyAbove) flags.push(flag('TOO_EASY'));
  if (figures.facility !== null && figures.facility < ANALYSIS_RULES.tooHardBelow) flags.push(flag('TOO_HARD'));
  if (figures.discrimination !== null) {
    if (figures.discrimination < 0) flags.push(flag('NEGATIVE_DISCRIMINATION'));
    else if (figures.discrimination < ANALYSIS_RULES.lowDiscriminationBelow) flags.push(flag('LOW_DISCRIMINATION'));
  }
  return flags;
}

/** The people who clicked close to one response window but not inside it, by the side they missed it on. */
export interface WindowNearMisses {
  answerId: string;
  startSeconds: number;
  endSeconds: number;
  /** People whose nearest click came before the window opened, and the median of those clicks' times. */
  before: number;
  medianBeforeSeconds: number | null;
  /** People whose nearest click came after the window closed, and the median of those clicks' times. */
  after: number;
  medianAfterSeconds: number | null;
}

const toTenths = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * A window most near misses fall just before opens too late (move its start earlier to their median click); one most
 * fall just after closes too early (move its end later to theirs).
 */
export function windowFlags(window: WindowNearMisses): ItemFlag[] {
  const nearMisses = window.before + window.after;
  if (nearMisses < ANALYSIS_RULES.minimumNearMisses) return [];
  const mostly = (count: number) => count / nearMisses >= ANALYSIS_RULES.nearMissSideShare;
  if (mostly(window.before) && window.medianBeforeSeconds !== null) {
    const shift = toTenths(window.medianBeforeSeconds - window.startSeconds);
    return [flag('WINDOW_OPENS_LATE', { answerId: window.answerId, suggestedShiftSeconds: Math.min(shift, -0.1) })];
  }
  if (mostly(window.after) && window.medianAfterSeconds !== null) {
    const shift = toTenths(window.medianAfterSeconds - window.endSeconds);
    return [flag('WINDOW_CLOSES_EARLY', { answerId: window.answerId, suggestedShiftSeconds: Math.max(shift, 0.1) })];
  }
  return [];
}

export interface ChoiceFigures {
  answerId: string;
  /** The part (sub-question) the answer belongs to. */
  subQuestionNumber: number;
  score: number;
  /** Sessions that chose it. */
  chosenBy: number;
  /** The mean total score of those sessions; null when nobody chose it. */
  meanTotalScore: number | null;
}

/**
 * A wrong answer (scoring below the best answer of its part) chosen by enough people whose mean total is at least
 * that of the people who chose the best answer: the strongest drivers read it as right, so its wording or the key
 * deserves a look.
 */
export function distractorFlags(choices: readonly ChoiceFigures[]): ItemFlag[] {
  const parts = new Map<number, ChoiceFigures[]>();
  for (const choice of choices)
    parts.set(choice.subQuestionNumber, [...(parts.get(choice.subQuestionNumber) ?? []), choice]);
  const flags: ItemFlag[] = [];
  for (const part of parts.values()) {
    const bestScore = Math.max(...part.map((choice) => choice.score));
    const best = part.filter((choice) => choice.score === bestScore && choice.meanTotalScore !== null);
    const bestChoosers = best.reduce((sum, choice) => sum + choice.chosenBy, 0);
    if (bestChoosers === 0) continue;
    const bestMean =
      best.reduce((sum, choice) => sum + choice.chosenBy * (choice.meanTotalScore ?? 0), 0) / bestChoosers;
    for (const choice of part) {
      if (choice.score >= bestScore || choice.chosenBy < ANALYSIS_RULES.minimumDistractorChoosers) continue;
      if (choice.meanTotalScore !== null && choice.meanTotalScore >= bestMean) {
        flags.push(flag('DISTRACTOR_CHOSEN_BY_HIGH_SCORERS', { answerId: choice.answerId }));
      }
    }
  }
  return flags;
}
