/** Where a person stands with one assessment or training module. */
export const SessionStatus = {
  NotStarted: 'NotStarted',
  Started: 'Started',
  Completed: 'Completed',
  MarkedSuspicious: 'MarkedSuspicious',
} as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];

/** The session fields the status reads; archived sessions are ignored. */
export interface StatusSession {
  startDate: Date | string;
  endDate?: Date | string | null;
  isFinished: boolean;
  markedSuspicious?: boolean | null;
  archived?: boolean | null;
}

/** A person's status for one assessment, with the sessions behind it. */
export interface PersonSessionStatus<S extends StatusSession> {
  status: SessionStatus;
  /** The latest session (by start date), or null when none exists. */
  latest: S | null;
  /** Unfinished sessions other than the latest ('Started' shows this count). */
  earlierUnfinished: number;
  /** Finished sessions other than the latest, most recently ended first (historic results). */
  historic: S[];
}

/**
 * docs/product/sessions.md#status: Not started without a session; Started when the latest session is unfinished;
 * Completed when it is finished; Marked Suspicious when finished and flagged, unless `showSuspicious` is false (the
 * section shows only on the user dashboard: elsewhere such a session counts as Completed). Ties of start date keep the
 * later entry.
 */
export function personSessionStatus<S extends StatusSession>(
  sessions: readonly S[],
  { showSuspicious = true }: { showSuspicious?: boolean } = {},
): PersonSessionStatus<S> {
  const live = sessions.filter((session) => !session.archived);
  const latest = live.reduce<S | null>(
    (newest, session) => (newest && time(newest.startDate) > time(session.startDate) ? newest : session),
    null,
  );
  const others = live.filter((session) => session !== latest);
  return {
    status: statusOf(latest, showSuspicious),
    latest,
    earlierUnfinished: others.filter((session) => !session.isFinished).length,
    historic: others
      .filter((session) => session.isFinished)
      .sort((a, b) => time(b.endDate ?? b.startDate) - time(a.endDate ?? a.startDate)),
  };
}

/** Whether a status is a finished one (Completed or Marked Suspicious): the due date then shows as done. */
export function isFinishedStatus(status: SessionStatus): boolean {
  return status === SessionStatus.Completed || status === SessionStatus.MarkedSuspicious;
}

function statusOf(latest: StatusSession | null, showSuspicious: boolean): SessionStatus {
  if (!latest) return SessionStatus.NotStarted;
  if (!latest.isFinished) return SessionStatus.Started;
  return latest.markedSuspicious && showSuspicious ? SessionStatus.MarkedSuspicious : SessionStatus.Completed;
}

/** Milliseconds since the epoch; 0 for a date that does not parse, so it sorts oldest. */
function time(date: Date | string | null | undefined): number {
  if (date === null || date === undefined) return 0;
  const value = date instanceof Date ? date.getTime() : Date.parse(date);
  return Number.isNaN(value) ? 0 : value;
}
