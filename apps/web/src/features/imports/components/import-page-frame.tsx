import { Button, Group, Stack, Title } from '@mantine/core';
import { IMPORT_FILE_ACCEPT } from '@roadmark/domain/imports/import-limits';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import type { useSpreadsheetImport } from '../hooks/use-spreadsheet-import';
import { FileDropZone } from './file-drop-zone';
import { ImportProgress } from './import-progress';

export interface ImportPageFrameProps {
  title: string;
  /** What the file must hold: shown above the file chooser. */
  instructions: ReactNode;
  /** Form fields between the file and the Import button (the defaults of the user import). */
  options?: ReactNode;
  run: ReturnType<typeof useSpreadsheetImport>;
  /** The results list, once the import has answered. */
  results: ReactNode;
  /** Where 'Back to the list' goes. */
  backPath: string;
}

/**
 * Choose a file, upload, then a results list (docs/product/imports-and-exports.md#the-import-screens); the same frame
 * for both kinds of import.
 */
export function ImportPageFrame({ title, instructions, options, run, results, backPath }: ImportPageFrameProps) {
  const { t } = useTranslation('imports');
  const { state } = run;
  const running = state.phase === 'uploading' || state.phase === 'processing';
  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{title}</Title>
      <ErrorAlert errors={state.errors} />
      {state.phase === 'done' ? (
        <>
          {results}
          <Group>
            <Button onClick={run.reset}>{t('file.again')}</Button>
            <Button component={Link} to={backPath} variant="default">
              {t('file.back')}
            </Button>
          </Group>
        </>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (state.file) void run.start(state.file);
          }}
        >
          <Stack gap="md">
            {instructions}
            <FileDropZone file={state.file} accept={IMPORT_FILE_ACCEPT} onChange={run.choose} disabled={running} />
            {options}
            <ImportProgress state={state} />
            <Group>
              <Button
                type="submit"
                disabled={!state.file}
                loading={running}
                leftSection={<IconUpload size={16} aria-hidden />}
              >
                {t('file.import')}
              </Button>
              <Button component={Link} to={backPath} variant="default">
                {t('file.back')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
