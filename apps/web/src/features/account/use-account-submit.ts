import type { UseFormReturnType } from '@mantine/form';
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

/**
 * Validates, then sends the values. A failed call goes to the ErrorAlert and its field errors (and problems
 * that concern the email) onto the fields.
 */
export function useAccountSubmit<TValues>(
  form: UseFormReturnType<TValues>,
  send: (values: TValues) => Promise<SendOutcome>,
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
      form.setErrors(fieldErrorsFromProblem(caught, (key, options) => t(key, options)));
    }
    setBusy(false);
  });

  return { onSubmit, busy, errors: error === undefined ? [] : [error] };
}
