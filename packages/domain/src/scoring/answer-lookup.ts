import { type ImageSize, VIRTUAL_IMAGE_SIZE } from '../content/response-windows.ts';
import type { ScoringAnswer } from './scoring-question.ts';

/**
 * docs/product/scoring.md#response-score: which answer of the key a response lands on. Window edges and times are
 * inclusive; where windows overlap the highest-scoring answer wins (a tie goes to the lower displayOrder, then the
 * earlier answer).
 */

function best(candidates: readonly ScoringAnswer[]): ScoringAnswer | null {
  let winner: ScoringAnswer | null = null;
  for (const answer of candidates) {
    if (answer.archived) continue;
    if (
      winner === null ||
      answer.score > winner.score ||
      (answer.score === winner.score && (answer.displayOrder ?? 0) < (winner.displayOrder ?? 0))
    ) {
      winner = answer;
    }
  }
  return winner;
}

/** Response time video: the answer whose [start, end] seconds contain the video time, or null outside every window. */
export function answerAtVideoTime(
  answers: readonly ScoringAnswer[],
  seconds: number | null | undefined,
): ScoringAnswer | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return best(
    answers.filter(
      (answer) => (answer.startResponseTimeSeconds ?? 0) <= seconds && seconds <= (answer.endResponseTimeSeconds ?? 0),
    ),
  );
}

/** A click in `from` (the image's real size) as a point in the 1920x1080 virtual space the windows use. */
export function toVirtualImagePoint(point: { x: number; y: number }, from: ImageSize | null | undefined) {
  if (!from || !(from.width > 0) || !(from.height > 0)) return { x: point.x, y: point.y };
  return {
    x: (point.x * VIRTUAL_IMAGE_SIZE.width) / from.width,
    y: (point.y * VIRTUAL_IMAGE_SIZE.height) / from.height,
  };
}

/** Location questions: the answer whose rectangle contains the click (scaled from `imageSize` when given), or null. */
export function answerAtPoint(
  answers: readonly ScoringAnswer[],
  click: { x: number | null | undefined; y: number | null | undefined },
  imageSize?: ImageSize | null,
): ScoringAnswer | null {
  if (typeof click.x !== 'number' || typeof click.y !== 'number') return null;
  if (!Number.isFinite(click.x) || !Number.isFinite(click.y)) return null;
  const { x, y } = toVirtualImagePoint({ x: click.x, y: click.y }, imageSize);
  return best(
    answers.filter(
      (answer) =>
        (answer.windowLeft ?? 0) <= x &&
        x <= (answer.windowRight ?? 0) &&
        (answer.windowTop ?? 0) <= y &&
        y <= (answer.windowBottom ?? 0),
    ),
  );
}

/** Multiple choice, sliding scale and questionnaire choices: the chosen answer by id, or null when not in the key. */
export function chosenAnswer(
  answers: readonly ScoringAnswer[],
  questionAnswerId: string | null | undefined,
): ScoringAnswer | null {
  if (!questionAnswerId) return null;
  return answers.find((answer) => answer.id === questionAnswerId && !answer.archived) ?? null;
}
