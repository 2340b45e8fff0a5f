import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../app/page-loader';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { useStudyLogout } from './use-study-logout';

/**
 * /study-complete/{assessmentSessionId} (docs/product/studies.md#joining): signs the participant out and sends them on.
 */
export function StudyCompletePage() {
  const { t } = useTranslation('study');
  usePageTitle(t('complete.title'));
  const { assessmentSessionId = '' } = useParams();
  const { error } = useStudyLogout(assessmentSessionId);

  return (
    <Stack maw={520} mx="auto" mt="xl" gap="md">
      <Title order={1}>{t('complete.title')}</Title>
      {error === undefined ? <PageLoader label={t('complete.working')} /> : <ErrorAlert errors={[error]} />}
    </Stack>
  );
}
