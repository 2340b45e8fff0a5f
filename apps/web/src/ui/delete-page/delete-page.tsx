import { Button, Center, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../error-alert/error-alert';
import { useGoBack } from '../form-actions/use-go-back';

export interface DeletePageProps {
  /** The heading, e.g. 'Are you sure you want to delete this tag?'. */
  question: string;
  /** The record's name, shown read-only; undefined until loaded (or when it could not be loaded). */
  name: string | undefined;
  nameLabel?: string;
  /** True while the record loads. */
  loading: boolean;
  /** Errors loading the record (a NOT_FOUND shows here and Delete stays disabled). */
  errors?: unknown[];
  /** Deletes the record; throws on failure. */
  onDelete: () => Promise<unknown>;
  /** A notification shown after a successful delete. */
  successMessage?: string;
  /** Where to go when there is no previous page, relative to the current URL (default: up from delete/{id}). */
  fallback?: string;
  /** What else the delete takes with it, shown below the name once the record has loaded. */
  children?: ReactNode;
}

/**
 * The delete confirmation (docs/product/screens.md#delete-pages): the name read-only, Delete and Cancel; success goes
 * back.
 */
export function DeletePage(props: DeletePageProps) {
  const { question, name, loading, errors = [], onDelete, successMessage, fallback = '../..' } = props;
  const { t } = useTranslation('listPage');
  const goBack = useGoBack(fallback);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);

  const confirm = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete();
      if (successMessage) {
        // Mantine's close button has no name of its own.
        notifications.show({
          message: successMessage,
          color: 'green',
          closeButtonProps: { 'aria-label': t('closeNotice') },
        });
      }
      goBack();
    } catch (error) {
      setDeleteError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{question}</Title>
      <ErrorAlert errors={deleteError ? [...errors, deleteError] : errors} />
      {loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('deletePage.loading')} />
        </Center>
      ) : (
        name !== undefined && (
          <>
            <TextInput label={props.nameLabel ?? t('deletePage.name')} value={name} readOnly />
            {props.children}
          </>
        )
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={goBack}>
          {t('deletePage.cancel')}
        </Button>
        <Button color="red" onClick={() => void confirm()} disabled={deleting || loading || name === undefined}>
          {deleting ? t('deletePage.deleting') : t('deletePage.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
