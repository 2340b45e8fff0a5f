import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import type { ResponseEventRow } from './current-response-events.ts';
import { questionResponseEvents } from './question-response-event.table.ts';

/** What identifies a new response; the rest is optional, with the same defaults as the table's. */
type NewResponseEvent = Pick<
  ResponseEventRow,
  | 'id'
  | 'subscriptionId'
  | 'eventDate'
  | 'questionId'
  | 'userId'
  | 'assessmentId'
  | 'assessmentItemId'
  | 'assessmentSessionId'
> &
  Partial<
    Pick<
      ResponseEventRow,
      | 'questionAnswerId'
      | 'score'
      | 'isCorrect'
      | 'responseTimeSeconds'
      | 'clickPositionX'
      | 'clickPositionY'
      | 'discriminationGroup'
      | 'textInput'
      | 'subQuestionNumber'
    >
  >;

/**
 * The changes one save makes to a session's response events, worked out in memory and then written in at most two
 * statements (one insert, one cancel), however many responses the page carries. `current` is the session's current
 * responses as they will be once the changes are written; a response added and replaced within the same save is
 * inserted already archived.
 */
export class ResponseEventChanges {
  readonly current: Map<string, ResponseEventRow>;
  private readonly added = new Map<string, ResponseEventRow>();
  private readonly cancelled = new Set<string>();

  constructor(
    current: readonly ResponseEventRow[],
    private readonly at: Date,
  ) {
    this.current = new Map(current.map((row) => [row.id, row]));
  }

  /** Whether this save already adds a response with the id (sent twice on one page, it is stored once). */
  adds(id: string): boolean {
    return this.added.has(id);
  }

  add(event: NewResponseEvent): void {
    const row: ResponseEventRow = {
      questionAnswerId: null,
      score: 0,
      isCorrect: false,
      responseTimeSeconds: null,
      clickPositionX: null,
      clickPositionY: null,
      discriminationGroup: null,
      textInput: null,
      subQuestionNumber: 1,
      ...event,
      archived: false,
      cancelEventDate: null,
      createdAt: this.at,
      updatedAt: this.at,
    };
    this.added.set(row.id, row);
    this.current.set(row.id, row);
  }

  /** Archives current responses with the save's time as their cancel date. */
  cancel(ids: readonly string[]): void {
    for (const id of ids) {
      if (!this.current.delete(id)) continue;
      const added = this.added.get(id);
      if (added) Object.assign(added, { archived: true, cancelEventDate: this.at, updatedAt: this.at });
      else this.cancelled.add(id);
    }
  }

  async write(tx: Executor): Promise<void> {
    if (this.cancelled.size > 0) {
      const t = questionResponseEvents;
      await tx
        .update(t)
        .set({ archived: true, cancelEventDate: this.at, updatedAt: this.at })
        .where(and(inArray(t.id, [...this.cancelled]), isNull(t.cancelEventDate)));
    }
    if (this.added.size > 0) {
      // The database stamps the rows' creation itself, as for every other insert.
      const rows = [...this.added.values()].map(({ createdAt: _created, updatedAt: _updated, ...row }) => row);
      await tx.insert(questionResponseEvents).values(rows);
    }
  }
}
