import type { MessageKey } from '@roadmark/domain/messages';
import { translateMessage } from '@roadmark/domain/messages';
import { AppError, type FieldError } from '../../platform/errors.ts';

/** The same error with every field path renamed. */
function renameFields(error: AppError, rename: (field: string) => string): AppError {
  return new AppError(error.code, error.messageKey, {
    params: error.params,
    message: error.message,
    fields: error.fields.map((field) => ({ ...field, field: rename(field.field) })),
  });
}

/**
 * Runs one step of a bundle save and names its field errors by where they were in the input (`assessment.name`).
 * Unlike withFieldPrefix (content-record.ts), a missing record stays NOT_FOUND: the save's own subject is gone.
 */
export async function withFieldPlace<T>(place: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.fields.length > 0) {
      throw renameFields(error, (field) => (field ? `${place}.${field}` : place));
    }
    throw error;
  }
}

/** A field error carrying a message key, translated. */
export function fieldError(field: string, messageKey: MessageKey): FieldError {
  return { field, messageKey, message: translateMessage(messageKey) };
}

/**
 * Runs the save of one list and, when it fails on a field, adds the list's aggregate message
 * (docs/product/validation-rules.md#content) ('One or more of the feedbacks are invalid') on the list itself, as the
 * editor shows it on the tab.
 */
export async function withListMessage<T>(list: string, messageKey: MessageKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || error.fields.length === 0) throw error;
    if (error.fields.some((field) => field.field === list && field.messageKey === messageKey)) throw error;
    throw new AppError(error.code, error.messageKey, {
      params: error.params,
      message: error.message,
      fields: [...error.fields, fieldError(list, messageKey)],
    });
  }
}
