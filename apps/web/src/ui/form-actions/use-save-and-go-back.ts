import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsFromError } from './field-errors-from-error';
import { useGoBack } from './use-go-back';

export interface SaveAndGoBackOptions<TValues> {
  form: UseFormReturnType<TValues>;
  /** Sends the values; throws on failure (Apollo's mutate does). */
  save: (values: TValues) => Promise<unknown>;
  /** Where to go when there is no previous page, relative to the current URL. */
  fallback?: string;
  /** A notification shown after a successful save. */
  successMessage?: string;
  /** Where a successful save leads instead of back, e.g. a new record's own page with its next steps. */
  afterSave?: () => void;
}

export interface SaveAndGoBack {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** Save errors, for the page's ErrorAlert. */
  errors: unknown[];
  goBack: () => void;
}

/**
 * Submits a validated form, then goes back to where the person came from, or where `afterSave` leads. On failure the server's field errors land on the
 * form's fields and the error itself goes to the ErrorAlert.
 */
export function useSaveAndGoBack<TValues>(options: SaveAndGoBackOptions<TValues>): SaveAndGoBack {
  const { form, save, fallback, successMessage, afterSave } = options;
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      await save(values);
      if (successMessage) {
        // Mantine's close button has no name of its own.
        notifications.show({
          message: successMessage,
          color: 'green',
          closeButtonProps: { 'aria-label': t('listPage:closeNotice') },
        });
      }
      (afterSave ?? goBack)();
    } catch (caught) {
      setError(caught);
      form.setErrors(fieldErrorsFromError(caught, (key, params) => t(key, params)));
    } finally {
      setSaving(false);
    }
  });

  return { onSubmit, saving, errors: error ? [error] : [], goBack };
}
