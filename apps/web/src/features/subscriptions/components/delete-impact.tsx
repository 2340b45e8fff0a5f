import { Center, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';

/** How many names each group lists before summing up the rest. */
export const NAMES_SHOWN = 10;

export interface DeleteImpactProps {
  companyName: string;
  people: readonly { id: string; firstName: string; lastName: string }[] | undefined;
  teams: readonly { id: string; name: string }[] | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * What deleting a subscription archives (docs/product/retention.md#deleting-a-subscription) with it, in plain words,
 * before it happens.
 */
export function DeleteImpact({ companyName, people, teams, loading, error }: DeleteImpactProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('delete.impactHeading')}
      </Title>
      <Text size="sm">{t('delete.explanation', { name: companyName })}</Text>
      <ErrorAlert errors={error ? [error] : []} />
      {loading ? (
        <Center py="md">
          <Loader size="sm" role="status" aria-label={t('delete.loadingImpact')} />
        </Center>
      ) : (
        <>
          <NameGroup
            heading={t('delete.people', { count: people?.length ?? 0 })}
            none={t('delete.noPeople')}
            names={(people ?? []).map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() }))}
          />
          <NameGroup
            heading={t('delete.teams', { count: teams?.length ?? 0 })}
            none={t('delete.noTeams')}
            names={(teams ?? []).map((team) => ({ id: team.id, name: team.name }))}
          />
        </>
      )}
    </Stack>
  );
}

function NameGroup({ heading, none, names }: { heading: string; none: string; names: { id: string; name: string }[] }) {
  const { t } = useTranslation('subscriptions');
  const shown = names.slice(0, NAMES_SHOWN);
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {none}
        </Text>
      ) : (
        <List size="sm">
          {shown.map((entry) => (
            <List.Item key={entry.id}>{entry.name}</List.Item>
          ))}
          {names.length > shown.length && (
            <List.Item>{t('delete.andMore', { count: names.length - shown.length })}</List.Item>
          )}
        </List>
      )}
    </Stack>
  );
}
