import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Executor } from '../../platform/db/database.ts';
import { preparedPerDatabase } from '../../platform/db/prepared-per-database.ts';
import { assessmentSessions } from './assessment-session.table.ts';
import { type ResponseEventRow, responseEventColumns } from './current-response-events.ts';
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

const column = (key: string) => sql.identifier(toSnakeCase(key));

/**
 * A save's one write, prepared (see preparedPerDatabase): every driver sends one a page, so Drizzle builds it and
 * PostgreSQL plans it once per connection. The session's total and position change only if its row is still the
 * version the save read; the cancels and the inserts only if that update happened.
 */
const sessionWrite = preparedPerDatabase((db: Executor) => {
  const events = questionResponseEvents;
  const sessions = assessmentSessions;
  const at = sql.placeholder('at');
  const updated = db.$with('updated', { id: sql<string>`id`.as('id') }).as(sql`
    update ${sessions}
    set ${column('totalScore')} = ${sql.placeholder('totalScore')},
        ${column('currentPosition')} = ${sql.placeholder('currentPosition')},
        ${column('updatedAt')} = ${at}
    where ${sessions.id} = ${sql.placeholder('sessionId')} and ${sessions}.xmin = ${sql.placeholder('rowVersion')}::xid
    returning ${sessions.id}`);
  const cancelled = db.$with('cancelled', {}).as(sql`
    update ${events}
    set ${column('archived')} = true, ${column('cancelEventDate')} = ${at}, ${column('updatedAt')} = ${at}
    where ${events.id} = any(${sql.placeholder('cancelled')}::uuid[])
      and ${events.cancelEventDate} is null and exists (select from ${updated})`);
  const inserted = db.$with('inserted', {}).as(sql`
    insert into ${events}
    select added.* from ${updated}, jsonb_populate_recordset(null::${events}, ${sql.placeholder('rows')}::jsonb) added`);
  return db.with(updated, cancelled, inserted).select({ id: updated.id }).from(updated).prepare('session_write');
});

/**
 * The changes one save makes to a session's response events, worked out in memory and then written with the
 * session's new total and position in one statement (sessionWrite), however many responses the page carries.
 * `current` is the session's current responses as they will be once the changes are written; a response added and
 * replaced within the same save is inserted already archived.
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

  /**
   * Writes the changes and the session's new total and position in one statement, on condition that the session's
   * row is still the version the save read (`rowVersion`); answers false, having written nothing, when it is not.
   * One statement is atomic without a transaction, and a save then costs no BEGIN, COMMIT or lock of its own.
   */
  async writeWithSession(
    db: Executor,
    session: { id: string; rowVersion: string },
    set: { totalScore: number | null; currentPosition: number },
  ): Promise<boolean> {
    // Every column by its name in the database, so jsonb_populate_recordset makes whole rows of the table's type.
    const rows = [...this.added.values()].map((row) =>
      Object.fromEntries(responseEventColumns.map(([key, databaseName]) => [databaseName, row[key]])),
    );
    const written = await sessionWrite(db).execute({
      sessionId: session.id,
      rowVersion: session.rowVersion,
      totalScore: set.totalScore,
      currentPosition: set.currentPosition,
      at: this.at,
      cancelled: [...this.cancelled],
      rows: JSON.stringify(rows),
    });
    return written.length === 1;
  }
}
