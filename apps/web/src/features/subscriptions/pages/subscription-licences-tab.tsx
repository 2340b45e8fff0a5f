import { useQuery } from '@apollo/client/react';
import { Alert, Center, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { LicensableAssessmentsQuery, SubscriptionAssessmentsQuery } from '../graphql/licensing-operations';
import { type LicenceFilter, TAB_ASSESSMENT_TYPE, visibleLicenceItems } from '../licensing/licence-items';
import { LicenceRow } from '../licensing/licence-row';
import { SaveStatusText } from '../licensing/save-status-text';
import { useLicenceSaves } from '../licensing/use-licence-saves';
import type { DetailsTab } from '../subscription-kinds';
import type { DetailsOutletContext } from './subscription-details-layout';

/**
 * The licence list (docs/product/assignments-and-licences.md#licences): the assessments or training a subscription may
 * use. Select/Selected saves after a pause; a study holds one assessment at most. Staff choose from everything, a
 * distributor administrator from what their distributor holds.
 */
export function SubscriptionLicencesTab({ tab }: { tab: DetailsTab }) {
  const { t } = useTranslation('subscriptions');
  const { subscription } = useOutletContext<DetailsOutletContext>();
  const { viewer } = useViewer();
  const isStaff = !!viewer?.roles.includes(Role.Administration);
  const canEdit = subscription.viewerCanUpdate;
  const variables = { subscriptionId: subscription.id, assessmentTypes: [TAB_ASSESSMENT_TYPE[tab]] };
  const licensed = useQuery(SubscriptionAssessmentsQuery, { variables, fetchPolicy: 'network-only' });
  const licensable = useQuery(LicensableAssessmentsQuery, { variables, fetchPolicy: 'network-only', skip: !canEdit });
  const saves = useLicenceSaves(subscription.id, licensed.data?.subscriptionAssessments);
  const [filter, setFilter] = useState<LicenceFilter>('all');
  const [search, setSearch] = useState('');

  const isStudy = subscription.subscriptionType === SubscriptionType.Study;
  const studyFull = isStudy && saves.selectedIds.length >= 1;
  const items = visibleLicenceItems({
    licensable: licensable.data?.licensableAssessments ?? [],
    licensed: [...saves.stored.values()].map((licence) => licence.assessment),
    isSelected: saves.isSelected,
    filter,
    search,
  });
  const loading = (licensed.loading && !licensed.data) || (licensable.loading && !licensable.data);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t(`details.${tab}.heading`)}
        </Title>
        <SaveStatusText status={saves.status} hasFailures={saves.failures.length > 0} />
      </Group>
      <Group gap="sm" align="flex-end">
        <SegmentedChoice
          aria-label={t('licences.filterLabel')}
          value={filter}
          onChange={setFilter}
          data={[
            { value: 'all', label: t('licences.all') },
            { value: 'selected', label: t('licences.selectedFilter') },
          ]}
        />
        <TextInput
          aria-label={t('licences.search')}
          placeholder={t('licences.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Group>
      {studyFull && canEdit && (
        <Alert color="blue" variant="light">
          {t('licences.studyLimit')}
        </Alert>
      )}
      <ErrorAlert errors={[licensed.error, licensable.error].filter(Boolean)} />
      {saves.failures.map((failure) => (
        <Stack key={failure.name} gap={4}>
          <Text fw={500} c="red">
            {t('licences.saveFailed', { name: failure.name })}
          </Text>
          <ErrorAlert variant="simple" errors={[failure.error]} />
        </Stack>
      ))}
      {loading ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('details.loading')} />
        </Center>
      ) : items.length === 0 ? (
        <Text c="dimmed">
          {search || filter === 'selected'
            ? t('licences.noMatches')
            : t(`details.${tab}.empty`, { name: subscription.companyName })}
        </Text>
      ) : (
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={130}>{t('licences.selectColumn')}</Table.Th>
              <Table.Th>{t('licences.name')}</Table.Th>
              <Table.Th w={140}>{t('licences.maxRestarts')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <LicenceRow
                key={item.id}
                item={item}
                selected={saves.isSelected(item.id)}
                linkToEditor={isStaff}
                onToggle={canEdit ? () => saves.toggle(item) : null}
                selectBlocked={studyFull}
                maxRestarts={saves.restartsOf(item.id)}
                onMaxRestartsChange={
                  canEdit && saves.stored.has(item.id) ? (value) => saves.changeMaxRestarts(item, value) : null
                }
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
