import { Anchor, Stack, Text, Title } from '@mantine/core';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { StudyParticipantsQuery } from '../provider/graphql/provider-dashboard-operations';
import { usePagedRows } from '../subscription/use-paged-rows';
import { useSearchText } from '../subscription/use-search-text';
import { StudyParticipantsList } from './study-participants-list';

/**
 * /manage/study/participants (docs/product/studies.md#study-dashboard): the study dashboard of the study staff act in
 * (Manage on /administration/studies). Acting in anything but a study, they are asked to choose one.
 */
export function StudyParticipantsPage() {
  const { t } = useTranslation('provider-dashboard');
  usePageTitle(t('study.title'));
  const { viewer } = useViewer();
  const study = viewer?.subscription.subscriptionType === SubscriptionType.Study ? viewer.subscription : null;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('study.title')}</Title>
        {study && <Text c="dimmed">{study.companyName}</Text>}
      </Stack>
      {study ? <Participants key={study.id} studyId={study.id} /> : <ChooseStudy />}
    </Stack>
  );
}

function Participants({ studyId }: { studyId: string }) {
  const search = useSearchText();
  const page = usePagedRows(StudyParticipantsQuery, {
    variables: { studyId, ...(search.term ? { search: search.term } : {}) },
    select: (data) => data.studyParticipants,
  });
  return <StudyParticipantsList page={page} search={search.input} onSearchChange={search.setInput} />;
}

/** Shown to staff who are not acting in a study: the way to pick one (Manage on the studies list). */
export function ChooseStudy() {
  const { t } = useTranslation('provider-dashboard');
  return (
    <Text>
      {t('study.chooseStudy')}{' '}
      <Anchor component={Link} to="/administration/studies">
        {t('study.toStudies')}
      </Anchor>
    </Text>
  );
}
