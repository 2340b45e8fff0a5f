import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromProblem } from './account-form-validate';

/** 'leaving': a full-page redirect has started, so the button stays busy until the page goes. */
export type SendOutcome = undefined | 'leaving';

export interface AccountSubmit {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The call's error, for the form's ErrorAlert. */
  errors: unknown[];
}

export interface AccountSubmitOptions {
  /** Server field names that are named differently on this form, e.g. `{ email: 'newEmail' }`. */
  fieldNames?: Record<string, string>;
}

/**
 * Validates, then sends the values. A failed call goes to the ErrorAlert and its field errors (and problems
 * that concern the email) onto the fields.
 */
export function useAccountSubmit<TValues>(
  form: UseFormReturnType<TValues>,
  send: (values: TValues) => Promise<SendOutcome>,
  options: AccountSubmitOptions = {},
): AccountSubmit {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const onSubmit = form.onSubmit(async (values) => {
    setBusy(true);
    setError(undefined);
    try {
      if ((await send(values)) === 'leaving') return;
    } catch (caught) {
      setError(caught);
      const fieldErrors = fieldErrorsFromProblem(caught, (key, params) => t(key, params));
      form.setErrors(renameFields(fieldErrors, options.fieldNames));
    }
    setBusy(false);
  });

  return { onSubmit, busy, errors: error === undefined ? [] : [error] };
}

function renameFields(errors: FormErrors, fieldNames: Record<string, string> = {}): FormErrors {
  const renamed: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) renamed[fieldNames[field] ?? field] ??= message;
  return renamed;
}
