import { useMutation } from '@apollo/client/react';
import { Anchor, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { usePeopleScope } from '../../people/people-kinds';
import { ImportPageFrame } from '../components/import-page-frame';
import { ImportResults } from '../components/import-results';
import { ImportAssignmentsMutation } from '../graphql/import-operations';
import { useSpreadsheetImport } from '../hooks/use-spreadsheet-import';

/** GET /api/export/BlankAssessmentImport: the import's own template, with the licensed names as columns. */
function templateUrl(subscriptionId: string, type: 'Assessment' | 'TrainingModule') {
  return `/api/export/BlankAssessmentImport?${new URLSearchParams({ subscriptionId, type })}`;
}

/**
 * /manage/drivers/importUserAssessmentAssignments (docs/product/imports-and-exports.md#assignment-import): an email or
 * PIN column and one Yes / No / empty column per licensed assessment or training module; the templates list the
 * subscription's people and names.
 */
export function AssignmentImportPage() {
  const { t } = useTranslation('imports');
  const scope = usePeopleScope();
  const title = t('assignments.title');
  usePageTitle(title);
  const [importAssignments] = useMutation(ImportAssignmentsMutation, {
    // Required lists and dashboards read assignments: after an import they must ask again.
    update: (cache) => {
      cache.evict({ fieldName: 'requiredAssessments' });
      cache.gc();
    },
  });
  const run = useSpreadsheetImport(async (blobId, importId) => {
    const answer = await importAssignments({ variables: { blobId, importId, subscriptionId: scope.subscriptionId } });
    return answer.data?.importUserAssessmentAssignments;
  });

  return (
    <ImportPageFrame
      title={title}
      run={run}
      backPath=".."
      instructions={
        <>
          <Text>{t('assignments.intro')}</Text>
          <Text>{t('assignments.cells')}</Text>
          <Text>{t('assignments.templates')}</Text>
          <Group gap="lg">
            <Anchor href={templateUrl(scope.subscriptionId, 'Assessment')} download>
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('assignments.assessmentTemplate')}
              </Group>
            </Anchor>
            <Anchor href={templateUrl(scope.subscriptionId, 'TrainingModule')} download>
              <Group gap={4} component="span">
                <IconDownload size={16} aria-hidden />
                {t('assignments.trainingTemplate')}
              </Group>
            </Anchor>
          </Group>
        </>
      }
      results={
        run.state.result && (
          <ImportResults
            result={run.state.result}
            summary={t('assignments.summary', { count: run.state.result.changedCount })}
          />
        )
      }
    />
  );
}
