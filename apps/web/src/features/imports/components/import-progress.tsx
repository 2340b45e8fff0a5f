import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportRunState } from '../hooks/use-spreadsheet-import';

/**
 * The progress bar of a running import: the upload in percent, then (once the server has read the file and counted
 * its rows) the rows saved so far; while the file is being read the bar moves without a figure.
 */
export function ImportProgress({ state }: { state: ImportRunState }) {
  const { t } = useTranslation('imports');
  if (state.phase !== 'uploading' && state.phase !== 'processing') return null;
  const name = state.file?.name ?? '';
  const { progress } = state;
  let value = state.uploadPercent;
  let label = t('progress.uploading', { name, percent: state.uploadPercent });
  let moving = false;
  if (state.phase === 'processing') {
    if (progress && progress.totalRows > 0) {
      value = Math.round((100 * progress.processedRows) / progress.totalRows);
      label =
        progress.processedRows >= progress.totalRows
          ? t('progress.finishing')
          : t('progress.writing', { done: progress.processedRows, total: progress.totalRows });
    } else {
      value = 100;
      moving = true;
      label = t('progress.reading', { name });
    }
  }
  return (
    <Stack gap={4}>
      <Progress
        value={value}
        striped={moving}
        animated={moving}
        size="lg"
        aria-label={t('progress.label')}
        aria-valuetext={label}
      />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}
