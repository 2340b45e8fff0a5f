import { Center, Loader, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert/error-alert';
import { FormActions } from './form-actions';

export interface FormPageProps {
  title: string;
  /** Query, save and other errors, merged into one alert at the top. */
  errors: unknown[];
  /** True while the record being edited loads. */
  loading?: boolean;
  /** False when there is nothing to edit (e.g. the record was not found): fields hidden, Save disabled. */
  ready?: boolean;
  saving: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** Links to the record's other pages, under the heading (e.g. a subscription's licensing from its edit page). */
  related?: ReactNode;
  children: ReactNode;
}

/** An add/edit page: heading, error area, the fields, and Save/Cancel. */
export function FormPage(props: FormPageProps) {
  const { title, errors, loading = false, ready = true, saving, onSubmit, onCancel, related, children } = props;
  const { t } = useTranslation('listPage');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      {related}
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {loading ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('formActions.loading')} />
            </Center>
          ) : (
            ready && children
          )}
          <FormActions saving={saving} onCancel={onCancel} disabled={loading || !ready} />
        </Stack>
      </form>
    </Stack>
  );
}
