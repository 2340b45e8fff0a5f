import { skipToken, useQuery } from '@apollo/client/react';
import {
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconPencil, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useViewer } from '../../../app/session/use-viewer';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SegmentedChoice } from '../../../ui/segmented-choice/segmented-choice';
import { PersonQuery } from '../../people/graphql/people-operations';
import { TeamQuery } from '../../teams/graphql/team-operations';
import {
  type AssignmentKind,
  assignmentSubscriptionId,
  hidesMaxRestarts,
  REQUIRED_TABS,
  type RequiredTab,
  TAB_ASSESSMENT_TYPE,
} from '../assignment-scope';
import { RequiredRow } from '../components/required-row';
import type { ReminderTarget } from '../components/send-reminder-button';
import { targetDay } from '../due-date';
import { RequiredAssessmentsQuery } from '../graphql/assignment-operations';
import { type RequiredFilter, type RequiredItem, visibleRequiredItems } from '../required-items';
import { useAssignmentSaves } from '../use-assignment-saves';

/**
 * The required lists (docs/product/assignments-and-licences.md#assignments): what one person (drivers, managers,
 * administrators) or one whole team must take. Select assigns (due two months ahead, the licence's retakes), deselect
 * removes; dates and retakes save after a pause. On a person's list an assignment of their team shows locked as 'Team
 * assignment'.
 */
export function RequiredListPage({ kind, tab }: { kind: AssignmentKind; tab: RequiredTab }) {
  const { t } = useTranslation('assignments');
  const { profileId, subscriptionTeamId } = useParams();
  const { viewer } = useViewer();
  const title = t(`tabs.${tab}`);
  usePageTitle(title);
  const forPerson = kind !== 'team';
  const subscriptionId = assignmentSubscriptionId(kind, viewer?.subscription.id);

  const personQuery = useQuery(PersonQuery, forPerson && profileId ? { variables: { id: profileId } } : skipToken);
  const person = personQuery.data?.profile;
  const teamQuery = useQuery(
    TeamQuery,
    !forPerson && subscriptionTeamId ? { variables: { id: subscriptionTeamId } } : skipToken,
  );
  const team = teamQuery.data?.subscriptionTeam;
  const required = useQuery(RequiredAssessmentsQuery, {
    variables: {
      subscriptionId,
      ...(forPerson ? { profileId } : { subscriptionTeamId }),
      assessmentTypes: [TAB_ASSESSMENT_TYPE[tab]],
    },
    fetchPolicy: 'network-only',
  });
  const saves = useAssignmentSaves(
    {
      subscriptionId,
      userId: forPerson ? (person?.userId ?? null) : null,
      subscriptionTeamId: forPerson ? null : (subscriptionTeamId ?? null),
    },
    required.data?.requiredAssessments,
  );
  const [filter, setFilter] = useState<RequiredFilter>('all');
  const [search, setSearch] = useState('');

  // A person's own assignment wins over their team's; without one the team's shows, locked.
  const lockedByTeam = (item: RequiredItem) => (forPerson && !saves.isSelected(item) ? item.teamAssignment : null);
  const items = visibleRequiredItems({
    items: required.data?.requiredAssessments ?? [],
    isSelected: (item) => saves.isSelected(item) || (forPerson && !!item.teamAssignment),
    filter,
    search,
  });
  const heading = forPerson
    ? person && t(`heading.${kind}`, { name: `${person.firstName} ${person.lastName}` })
    : team && t('heading.team', { name: team.name });
  const editId = forPerson ? profileId : subscriptionTeamId;
  const showMaxRestarts = !hidesMaxRestarts(kind, person?.user.roleGroup.name);
  const reminderTarget: ReminderTarget | null = forPerson
    ? person
      ? { userId: person.userId }
      : null
    : subscriptionTeamId
      ? { subscriptionTeamId }
      : null;
  const loading =
    (required.loading && !required.data) || (forPerson ? personQuery.loading && !person : teamQuery.loading && !team);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {heading && (
            <Text size="lg" fw={500}>
              {heading}
            </Text>
          )}
        </Stack>
        {editId && (
          <Button
            component={Link}
            to={`../../../edit/${editId}`}
            relative="path"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t(`editAction.${kind}`)}
          </Button>
        )}
      </Group>
      <Tabs value={tab} activateTabWithKeyboard={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          {REQUIRED_TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              renderRoot={({ type: _type, ...props }) => <Link to={`../${value}`} relative="path" {...props} />}
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <SegmentedChoice
            aria-label={t('list.filterLabel')}
            value={filter}
            onChange={setFilter}
            data={[
              { value: 'all', label: t('list.all') },
              { value: 'selected', label: t('list.selectedFilter') },
            ]}
          />
          <TextInput
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {saves.status === 'saving'
            ? t('list.saving')
            : saves.status === 'saved' && saves.failures.length === 0
              ? t('list.saved')
              : ''}
        </Text>
      </Group>
      <ErrorAlert errors={[required.error, personQuery.error, teamQuery.error].filter(Boolean)} />
      {saves.failures.map((failure) => (
        <Stack key={failure.name} gap={4}>
          <Text fw={500} c="red">
            {t('list.saveFailed', { name: failure.name })}
          </Text>
          <ErrorAlert variant="simple" errors={[failure.error]} />
        </Stack>
      ))}
      {loading || !reminderTarget ? (
        !required.error && (
          <Center py="xl">
            <Loader role="status" aria-label={t('list.loading')} />
          </Center>
        )
      ) : items.length === 0 ? (
        <Text c="dimmed">{search || filter === 'selected' ? t('list.noMatches') : t(`list.empty.${tab}`)}</Text>
      ) : (
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={140}>{t('list.selectColumn')}</Table.Th>
              <Table.Th>{t('list.name')}</Table.Th>
              <Table.Th w={230}>{t('list.dueBy')}</Table.Th>
              {showMaxRestarts && <Table.Th w={130}>{t('list.maxRestarts')}</Table.Th>}
              <Table.Th w={170}>
                <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => {
              const teamAssignment = lockedByTeam(item);
              return (
                <RequiredRow
                  key={item.assessmentId}
                  item={item}
                  selected={saves.isSelected(item)}
                  teamLocked={
                    teamAssignment
                      ? { dueDay: targetDay(teamAssignment.targetDate), maxRestarts: teamAssignment.maxRestarts }
                      : null
                  }
                  editable={saves.stored.has(item.assessmentId)}
                  onToggle={() => saves.toggle(item)}
                  dueDay={saves.dueDayOf(item)}
                  onDueDayChange={(day) => saves.changeDueDay(item, day)}
                  showMaxRestarts={showMaxRestarts}
                  maxRestarts={saves.restartsOf(item)}
                  onMaxRestartsChange={(value) => saves.changeMaxRestarts(item, value)}
                  reminderTarget={reminderTarget}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
