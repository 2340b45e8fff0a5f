import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PersonFieldsFragment } from '../../../gql/graphql';
import { apiPost } from '../../../lib/api-post';
import { formatDateTime } from '../../../lib/format-date-time';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';

type Lockout = NonNullable<PersonFieldsFragment['user']['lockout']>;

interface AccountLockoutProps {
  email: string;
  name: string;
  lockout: Lockout | null | undefined;
  /** Reloads the person, so the form shows the lockout as the server now has it. */
  onChanged: () => Promise<unknown>;
}

/**
 * The user form's sign-in control: whether the person is locked out, since when, until when and why, and the
 * manager's Lock out (which also ends their sessions) or Let back in.
 */
export function AccountLockout({ email, name, lockout, onChanged }: AccountLockoutProps) {
  const { t, i18n } = useTranslation('people');
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'saving'>('idle');
  const [error, setError] = useState<unknown>(null);
  const setLockout = async (locked: boolean) => {
    setState('saving');
    setError(null);
    try {
      await apiPost('/api/account/lockout', { email, lockout: locked });
      await onChanged();
      setConfirming(false);
    } catch (caught) {
      setError(caught);
    } finally {
      setState('idle');
    }
  };
  return (
    <Stack gap="xs">
      {lockout ? (
        <Alert color="red" title={t('lockout.lockedTitle')}>
          <Stack gap="xs">
            <Text size="sm">{lockoutText(lockout, name, i18n.language, t)}</Text>
            <Group>
              <Button
                type="button"
                variant="default"
                loading={state === 'saving'}
                onClick={() => void setLockout(false)}
              >
                {t('lockout.unlock')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : confirming ? (
        <Alert color="red" title={t('lockout.confirmTitle', { name })}>
          <Stack gap="xs">
            <Text size="sm">{t('lockout.confirmText')}</Text>
            <Group>
              <Button type="button" color="red" loading={state === 'saving'} onClick={() => void setLockout(true)}>
                {t('lockout.lock')}
              </Button>
              <Button type="button" variant="default" onClick={() => setConfirming(false)}>
                {t('lockout.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('lockout.canSignIn')}</Text>
          <Button type="button" variant="default" color="red" onClick={() => setConfirming(true)}>
            {t('lockout.lock')}
          </Button>
        </Group>
      )}
      <ErrorAlert errors={error ? [error] : []} />
    </Stack>
  );
}

function lockoutText(
  lockout: Lockout,
  name: string,
  language: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  const since = lockout.since ? formatDateTime(lockout.since, language) : null;
  if (lockout.byManager) {
    return since ? t('lockout.byManagerSince', { name, since }) : t('lockout.byManager', { name });
  }
  const until = lockout.until ? formatDateTime(lockout.until, language) : '';
  return since ? t('lockout.failedSignInsSince', { name, since, until }) : t('lockout.failedSignIns', { name, until });
}
