import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { loadSessionQuestions, type SessionQuestion } from './session-content.ts';

/**
 * The token of the question content as it stands (see the migration that adds content_versions): read as a column of
 * the query that loads a session, so checking what this process holds costs no statement of its own.
 */
export const contentVersionColumn = sql<string>`(select "version" from "content_versions")`;

/** The content of a few versions is kept, so requests that began either side of an author's change both find theirs. */
const VERSIONS_KEPT = 2;
/** Far more questions than a deployment's running sessions present; past it a version starts afresh. */
const QUESTIONS_PER_VERSION_MAX = 20_000;

/**
 * Questions as sessions present them (with answers, feedbacks and children), kept in memory per content version, so a
 * save, a launch view or a finish reads the answer key without a query. Every server process keeps its own; a change
 * to any question content gives the database a new version, and the next request asks for that version, which no
 * process holds yet. Entries are shared between requests: nothing may change them.
 */
class SessionContentCache {
  private readonly versions = new Map<string, Map<string, SessionQuestion>>();

  async questions(
    tx: Executor,
    version: string,
    questionIds: readonly string[],
  ): Promise<Map<string, SessionQuestion>> {
    const held = this.held(version);
    const missing = [...new Set(questionIds)].filter((id) => !held.has(id));
    if (missing.length > 0) {
      const loaded = await loadSessionQuestions(tx, missing);
      if (held.size + missing.length > QUESTIONS_PER_VERSION_MAX) held.clear();
      // Only the questions asked for: a child loaded with its parent is held inside the parent, with no children of
      // its own, and would be wrong on its own.
      for (const id of missing) {
        const entry = loaded.get(id);
        if (entry) held.set(id, entry);
      }
    }
    const found = new Map<string, SessionQuestion>();
    for (const id of questionIds) {
      const entry = held.get(id);
      if (entry) found.set(id, entry);
    }
    return found;
  }

  private held(version: string): Map<string, SessionQuestion> {
    let held = this.versions.get(version);
    if (!held) {
      held = new Map();
      this.versions.set(version, held);
      if (this.versions.size > VERSIONS_KEPT) this.versions.delete(this.versions.keys().next().value!);
    }
    return held;
  }
}

/**
 * One for the process. The version is random per database, so content of one database is never taken for another's
 * (the tests run many databases in one process).
 */
export const sessionContentCache = new SessionContentCache();
