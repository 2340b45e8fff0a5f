import type {
  PlayerAnswer,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { useEffect, useState } from 'react';
import { useAnswersFinal } from './answers-final';
import { pageResponseEvent } from './page-response-event';
import { useCompleteOnce } from './use-complete-once';

export interface AnswerPart {
  /** The part's subQuestionNumber (1 for a question of one part). */
  number: number;
  /** Its answers by displayOrder. */
  answers: PlayerAnswer[];
}

/**
 * The parts a driver answers: the subQuestionNumbers that have answers, in order. A part the question counts
 * (numberOfSubQuestions) but has no answers for could never be answered, so it is left out rather than blocking Next.
 */
export function answerParts(question: PlayerQuestion): AnswerPart[] {
  const byPart = new Map<number, PlayerAnswer[]>();
  for (const answer of question.answers) {
    const number = answer.subQuestionNumber || 1;
    byPart.set(number, [...(byPart.get(number) ?? []), answer]);
  }
  return [...byPart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, answers]) => ({ number, answers: [...answers].sort((a, b) => a.displayOrder - b.displayOrder) }));
}

/** The middle of a scale's answers; of an even count, the upper of the two middle ones. */
export function middleAnswerIndex(count: number): number {
  return Math.floor(count / 2);
}

type PartAnswersProps = Pick<QuestionPageProps, 'presented' | 'responses' | 'onChange' | 'onComplete'> & {
  /** The answers are on screen (a video question's appear when its video has ended). */
  shown: boolean;
};

/**
 * One chosen answer per part. Choosing records a response with the answer and removes the part's earlier ones (the
 * server archives them with a cancel date). What is shown comes from `responses`, or from this page's
 * own latest choice until the player passes it back. Calls onComplete once the answers are shown and every part has
 * an answer.
 */
export function usePartAnswers({ presented, responses, onChange, onComplete, shown }: PartAnswersProps) {
  const question = presented.question;
  const parts = answerParts(question);
  const [ownLatest, setOwnLatest] = useState<Record<number, PlayerResponseEvent>>({});
  const signalComplete = useCompleteOnce(onComplete);
  const final = useAnswersFinal();

  const partResponses = (part: number) =>
    responses.filter((r) => r.questionId === question.id && r.subQuestionNumber === part && r.questionAnswerId);

  const chosen = (part: number): string | null => {
    const own = ownLatest[part];
    if (own) return own.questionAnswerId;
    const latest = partResponses(part)
      .sort((a, b) => a.eventDate.localeCompare(b.eventDate))
      .at(-1);
    return latest?.questionAnswerId ?? null;
  };

  const choose = (part: number, answerId: string) => {
    if (final || chosen(part) === answerId) return;
    const event = pageResponseEvent(presented, question.id, { questionAnswerId: answerId, subQuestionNumber: part });
    const previous = ownLatest[part];
    const removed = new Set(partResponses(part).map((r) => r.id));
    if (previous) removed.add(previous.id);
    setOwnLatest((current) => ({ ...current, [part]: event }));
    onChange({ added: [event], removed: [...removed] });
  };

  const complete = shown && parts.every((part) => chosen(part.number) !== null);
  useEffect(() => {
    if (complete) signalComplete();
  }, [complete, signalComplete]);

  return { parts, chosen, choose, complete };
}
