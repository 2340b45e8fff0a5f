import type { ReactNode } from 'react';
import type { CollectionChanges } from './collection-changes';

/**
 * Messages for the rows of one list editor, keyed `${rowId}.${field}` (e.g. `${id}.minTotalScore`), or `${rowId}`
 * alone for a problem with the row as a whole. Keyed by id rather than position because the editors show rows
 * sorted, and a failed save numbers rows by their place in the added or updated set, not on screen.
 */
export type RowErrors = Readonly<Record<string, ReactNode>>;

type Changes = Partial<CollectionChanges<{ id?: string | null }>>;

/**
 * Picks one list's messages out of a form's errors and keys them by row id. Understands both paths a message can
 * come with: the editor's own validation of the whole form, `feedbacks.2.minTotalScore` (2 = index in `rows`), and
 * a failed bundle save, `feedbacks.added.0.minTotalScore` (0 = index in the `sent` changes; fieldErrorsFromError
 * already strips `model.`). Messages on the list itself (the aggregate 'One or more of the feedbacks are invalid')
 * are not row messages: the editor page shows those.
 */
export function rowErrorsById(
  errors: Readonly<Record<string, ReactNode>>,
  list: string,
  rows: readonly { id: string }[],
  sent?: Changes,
): Record<string, ReactNode> {
  const byId: Record<string, ReactNode> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (!path.startsWith(`${list}.`) || !isMessage(message)) continue;
    const located = locate(path.slice(list.length + 1).split('.'), rows, sent);
    if (!located) continue;
    const key = located.field ? `${located.id}.${located.field}` : located.id;
    byId[key] ??= message;
  }
  return byId;
}

function locate(
  segments: string[],
  rows: readonly { id: string }[],
  sent: Changes | undefined,
): { id: string; field: string } | undefined {
  const [first = '', second = ''] = segments;
  if (isIndex(first)) {
    const id = rows[Number(first)]?.id;
    return id ? { id, field: segments.slice(1).join('.') } : undefined;
  }
  if (!sent || !isIndex(second)) return undefined;
  const index = Number(second);
  const id =
    first === 'added'
      ? sent.added?.[index]?.id
      : first === 'updated'
        ? sent.updated?.[index]?.id
        : first === 'removed'
          ? sent.removed?.[index]
          : undefined;
  return id ? { id, field: segments.slice(2).join('.') } : undefined;
}

function isMessage(message: ReactNode): boolean {
  return message !== null && message !== undefined && message !== false && message !== '';
}

function isIndex(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** The ids of the rows `errors` has a message for. Row ids are UUIDs, which hold no dots. */
export function rowIdsWithErrors(errors: RowErrors | undefined): string[] {
  const ids = new Set<string>();
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (isMessage(message)) ids.add(key.split('.')[0] ?? key);
  }
  return [...ids];
}
