import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/session/use-viewer';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { ChooseStudy } from './study-participants-page';

/** GET /api/export/Study: the workbook of both sheets, or one of them as CSV. */
function studyExportUrl(studyId: string, csvSheet?: 'participants' | 'responses'): string {
  const query = new URLSearchParams({
    subscriptionId: studyId,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  if (csvSheet) {
    query.set('format', 'csv');
    query.set('sheet', csvSheet);
  }
  return `/api/export/Study?${query}`;
}

/**
 * /manage/study/export (docs/product/studies.md#study-export): the study's sessions and responses as xlsx and csv,
 * one row per participant and one per response event, for the study staff act in.
 */
export function StudyExportPage() {
  const { t } = useTranslation('provider-dashboard');
  usePageTitle(t('study.menu.export'));
  const { viewer } = useViewer();
  const study = viewer?.subscription.subscriptionType === SubscriptionType.Study ? viewer.subscription : null;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('study.menu.export')}</Title>
        {study && <Text c="dimmed">{study.companyName}</Text>}
      </Stack>
      {study ? (
        <>
          <Text>{t('study.exportPage.intro')}</Text>
          <Stack gap={4}>
            <Group>
              <Button
                component="a"
                href={studyExportUrl(study.id)}
                download
                leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
              >
                {t('study.exportPage.workbook')}
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              {t('study.exportPage.workbookHint')}
            </Text>
          </Stack>
          <Stack gap={4}>
            <Group>
              {(['participants', 'responses'] as const).map((sheet) => (
                <Button
                  key={sheet}
                  component="a"
                  href={studyExportUrl(study.id, sheet)}
                  download
                  variant="default"
                  leftSection={<IconFileTypeCsv size={18} aria-hidden />}
                >
                  {t(`study.exportPage.${sheet}Csv`)}
                </Button>
              ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('study.exportPage.csvHint')}
            </Text>
          </Stack>
        </>
      ) : (
        <ChooseStudy />
      )}
    </Stack>
  );
}
