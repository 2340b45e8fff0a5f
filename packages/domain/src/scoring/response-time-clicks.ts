import { isResponseTimeQuestion } from '../content/question-types.ts';
import { currentEventsOf, eventTime, type ResponseEvent } from './response-event.ts';
import { scoreResponseEvent } from './score-response-event.ts';
import type { ScoringQuestion } from './scoring-question.ts';

/**
 * The highest-scoring click is kept at the video's end: the ids of the current clicks of a response-time
 * question that are not the highest-scoring click of their part, to archive with a cancel date. A tie keeps the
 * earliest click (by eventDate, then the order given). Other question types return [].
 */
export function responseTimeClicksToArchive(question: ScoringQuestion, events: readonly ResponseEvent[]): string[] {
  if (!isResponseTimeQuestion(question.questionType)) return [];
  const kept = new Map<number, { id: string; score: number; time: number }>();
  const archive: string[] = [];
  for (const event of currentEventsOf(events, question.id)) {
    const { score, subQuestionNumber } = scoreResponseEvent(question, event);
    const time = eventTime(event);
    const holder = kept.get(subQuestionNumber);
    if (!holder) {
      kept.set(subQuestionNumber, { id: event.id, score, time });
    } else if (score > holder.score || (score === holder.score && time < holder.time)) {
      archive.push(holder.id);
      kept.set(subQuestionNumber, { id: event.id, score, time });
    } else {
      archive.push(event.id);
    }
  }
  return archive;
}
