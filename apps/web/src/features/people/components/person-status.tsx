import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PersonFieldsFragment } from '../../../gql/graphql';

/** A person's email state: invite pending or confirmed, and an email change waiting for confirmation. */
export function PersonStatus({ user }: { user: PersonFieldsFragment['user'] }) {
  const { t } = useTranslation('people');
  return (
    <>
      <Badge variant="light" color={user.emailConfirmed ? 'green' : 'yellow'}>
        {user.emailConfirmed ? t('status.confirmed') : t('status.invitePending')}
      </Badge>
      {user.lockout && (
        <Badge variant="light" color="red">
          {t('status.lockedOut')}
        </Badge>
      )}
      {user.pendingEmail && (
        <Text size="xs" c="dimmed">
          {t('status.pendingEmail', { email: user.pendingEmail })}
        </Text>
      )}
    </>
  );
}
