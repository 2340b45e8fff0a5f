import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowErrors } from './row-errors';

export interface RowValidation {
  /** The message to show for a row's field (or, without field, for the row as a whole). */
  error(rowId: string, field?: string): ReactNode | undefined;
  /** True when any message is shown for the row. */
  hasError(rowId: string): boolean;
  /** Records the result of checking `fields` of a row (on blur): each shows its problem or nothing. */
  check(rowId: string, problems: Record<string, string>, fields: readonly string[]): void;
  /** Hides a field's message while it is being changed, as Mantine forms do; the next check shows it again. */
  clear(rowId: string, field: string): void;
}

interface State {
  source: RowErrors | undefined;
  /** Results of checks run here since `source` arrived: a message, or null for "checked and fine". */
  checked: Record<string, ReactNode | null>;
}

/**
 * Field messages for a list editor's rows: its own on-blur checks over the
 * `errors` the page passes in (its whole-form validation or a failed save). A new `errors` object (another Save)
 * shows all of its messages again.
 */
export function useRowValidation(errors: RowErrors | undefined): RowValidation {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ source: errors, checked: {} });
  let checked = state.checked;
  if (state.source !== errors) {
    checked = {};
    setState({ source: errors, checked });
  }

  const error = (rowId: string, field?: string) => {
    const key = field ? `${rowId}.${field}` : rowId;
    return key in checked ? (checked[key] ?? undefined) : (errors?.[key] ?? undefined);
  };

  const record = (entries: Record<string, ReactNode | null>) =>
    setState((current) => ({ ...current, checked: { ...current.checked, ...entries } }));

  return {
    error,
    hasError: (rowId) => {
      const keys = new Set([...Object.keys(errors ?? {}), ...Object.keys(checked)]);
      return [...keys].some((key) => (key === rowId || key.startsWith(`${rowId}.`)) && !!error(rowId, fieldOf(key)));
    },
    check: (rowId, problems, fields) =>
      record(
        Object.fromEntries(
          fields.map((field) => {
            const key = problems[field];
            return [`${rowId}.${field}`, key ? t(`domain:${key}`, { defaultValue: key }) : null];
          }),
        ),
      ),
    clear: (rowId, field) => {
      if (error(rowId, field)) record({ [`${rowId}.${field}`]: null });
    },
  };
}

function fieldOf(key: string): string | undefined {
  const dot = key.indexOf('.');
  return dot === -1 ? undefined : key.slice(dot + 1);
}
