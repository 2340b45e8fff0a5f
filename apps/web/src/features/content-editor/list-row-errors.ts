import type { ReactNode } from 'react';
import { type RowErrors, rowErrorsById } from './row-errors';

/** The row messages of an editor's feedback ranges and driver-metric rules, each keyed by row id. */
export interface ListRowErrors {
  feedbacks: RowErrors;
  recommendations: RowErrors;
  adjustments: RowErrors;
}

interface Rows {
  feedbacks: readonly { id: string }[];
  recommendations: readonly { id: string }[];
  adjustments: readonly { id: string }[];
}

/**
 * The editor page's own validation messages for its feedback, recommendation and adjustment rows. Given to the
 * list editors, they show each message on its row (opening the feedback ranges concerned), also on a tab that a
 * refused Save has just opened, where the rows' own on-blur checks have not run.
 */
export function listRowErrors(errors: Readonly<Record<string, ReactNode>>, rows: Rows): ListRowErrors {
  return {
    feedbacks: rowErrorsById(errors, 'feedbacks', rows.feedbacks),
    recommendations: rowErrorsById(errors, 'recommendations', rows.recommendations),
    adjustments: rowErrorsById(errors, 'adjustments', rows.adjustments),
  };
}
