import { Button } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { exportUrl } from '../../../lib/export-url';
import { type AnalysisFilter, filterVariables } from '../filter/analysis-filter';

/** GET /api/export/ItemAnalysis: the whole analysis on screen as a workbook, with the same filter. */
export function AnalysisExportLink({ assessmentId, filter }: { assessmentId: string; filter: AnalysisFilter }) {
  const { t } = useTranslation('item-analysis');
  return (
    <Button
      component="a"
      href={exportUrl('ItemAnalysis', { assessmentId, ...filterVariables(filter) })}
      download
      variant="default"
      leftSection={<IconFileExport size={16} aria-hidden />}
    >
      {t('export.download')}
    </Button>
  );
}
