import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Checkbox, List, Select, Text } from '@mantine/core';
import { PEOPLE_LIST_ROLE_GROUPS } from '@roadmark/domain/people';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { PersonFormOptionsQuery } from '../../people/graphql/people-operations';
import { usePeopleScope } from '../../people/people-kinds';
import { ImportPageFrame } from '../components/import-page-frame';
import { ImportResults } from '../components/import-results';
import { ImportUsersMutation } from '../graphql/import-operations';
import { useSpreadsheetImport } from '../hooks/use-spreadsheet-import';

const COLUMN_HELP = ['email', 'firstName', 'team', 'securityGroup', 'password'] as const;

/**
 * /manage/drivers/import, /manage/managers/import and their team variants
 * (docs/product/imports-and-exports.md#user-import): the file, the security group and team for rows that leave them
 * blank (the team of a team's page by default), and whether new people get an invite email; then the per-row results.
 */
export function UserImportPage() {
  const { t } = useTranslation('imports');
  const scope = usePeopleScope();
  const kind = scope.kind === 'managers' ? 'managers' : 'drivers';
  const title = t(`users.title.${kind}`);
  usePageTitle(title);
  const options = useQuery(
    PersonFormOptionsQuery,
    scope.subscriptionId ? { variables: { subscriptionId: scope.subscriptionId } } : skipToken,
  );
  const roleGroups = options.data?.roleGroups ?? [];
  const teams = options.data?.subscriptionTeams ?? [];
  const kindGroup = roleGroups.find((group) =>
    (PEOPLE_LIST_ROLE_GROUPS[kind] as readonly string[]).includes(group.name),
  );
  const [roleGroup, setRoleGroup] = useState<string | null>(null);
  const [teamId, setTeamId] = useState<string>(scope.subscriptionTeamId ?? '');
  const [sendInvites, setSendInvites] = useState(true);
  const chosenGroup = roleGroup ?? kindGroup?.name ?? roleGroups[0]?.name ?? '';

  const [importUsers] = useMutation(ImportUsersMutation, {
    // The people lists read profiles: after an import they must ask again.
    update: (cache) => {
      cache.evict({ fieldName: 'profiles' });
      cache.gc();
    },
  });
  const run = useSpreadsheetImport(async (blobId, importId) => {
    const answer = await importUsers({
      variables: {
        blobId,
        importId,
        subscriptionId: scope.subscriptionId,
        subscriptionTeamId: teamId || null,
        roleGroup: chosenGroup,
        sendInvites,
      },
    });
    return answer.data?.importUsers;
  });
  const running = run.state.phase === 'uploading' || run.state.phase === 'processing';

  return (
    <ImportPageFrame
      title={title}
      run={run}
      backPath=".."
      instructions={
        <>
          <Text>{t('users.intro')}</Text>
          <List size="sm" spacing={4}>
            {COLUMN_HELP.map((column) => (
              <List.Item key={column}>{t(`users.columns.${column}`)}</List.Item>
            ))}
          </List>
        </>
      }
      options={
        <>
          {/* The group choice shows only when there is more than one to give. */}
          {roleGroups.length > 1 && (
            <Select
              label={t('users.roleGroup')}
              data={roleGroups.map((group) => group.name)}
              value={chosenGroup}
              onChange={setRoleGroup}
              allowDeselect={false}
              disabled={running}
              maw={420}
            />
          )}
          <Select
            label={t('users.team')}
            data={[
              { value: '', label: t('users.noTeam') },
              ...teams.map((team) => ({ value: team.id, label: team.name })),
            ]}
            value={teamId}
            onChange={(value) => setTeamId(value ?? '')}
            allowDeselect={false}
            disabled={running}
            maw={420}
          />
          <Checkbox
            label={t('users.sendInvites')}
            checked={sendInvites}
            onChange={(event) => setSendInvites(event.currentTarget.checked)}
            disabled={running}
          />
        </>
      }
      results={
        run.state.result && (
          <ImportResults
            result={run.state.result}
            summary={t('users.summary', { count: run.state.result.changedCount })}
            maxUsersMessage={t('users.maxUsers')}
          />
        )
      }
    />
  );
}
