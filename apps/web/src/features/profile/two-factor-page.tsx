import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Code, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { enableTwoFactorSchema } from '@roadmark/domain/two-factor';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../lib/api-post';
import { ErrorAlert } from '../../ui/error-alert/error-alert';
import { SubmitButton } from '../../ui/form-actions/submit-button';
import { usePageTitle } from '../../ui/page-title/use-page-title';
import { accountFormValidate } from '../accounts/account-form-validate';
import { AccountNotice } from '../accounts/account-notice';
import { useAccountSubmit } from '../accounts/use-account-submit';
import { NewRecoveryCodes } from './new-recovery-codes';
import { PasswordConfirmedForm } from './password-confirmed-form';
import { RecoveryCodesList } from './recovery-codes-list';
import { SetupQrCode } from './setup-qr-code';
import { groupSetupKey } from './two-factor-format';
import { TwoFactorStatusQuery } from './two-factor-operations';

interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
}

/**
 * /profile/twoFactor (docs/product/accounts.md#two-factor-sign-in): turn two-factor sign-in on with an authenticator
 * app, or off again.
 */
export function TwoFactorPage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('twoFactor.title'));
  const client = useApolloClient();
  const { data, loading, error } = useQuery(TwoFactorStatusQuery);
  const [recoveryCodes, setRecoveryCodes] = useState<{
    codes: string[];
    notice: 'twoFactor.turnedOn' | 'twoFactor.newRecoveryCodesMade';
  } | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const viewer = data?.viewer;

  const setEnabled = (enabled: boolean, recoveryCodesLeft: number) => {
    if (!viewer) return;
    // The shared Viewer changes too, so the app stops sending staff here once it is on.
    client.cache.writeQuery({
      query: TwoFactorStatusQuery,
      data: {
        viewer: {
          ...viewer,
          twoFactorEnabled: enabled,
          twoFactorSetupRequired: enabled ? false : viewer.twoFactorSetupRequired,
          recoveryCodesLeft,
        },
      },
    });
  };

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesList
        codes={recoveryCodes.codes}
        notice={<AccountNotice kind="success">{t(recoveryCodes.notice)}</AccountNotice>}
        onDone={() => setRecoveryCodes(null)}
      />
    );
  } else if (loading && !viewer) {
    body = <Loader size="sm" role="status" aria-label={t('twoFactor.loading')} />;
  } else if (!viewer) {
    body = <ErrorAlert errors={[error]} />;
  } else if (viewer.twoFactorEnabled) {
    body = (
      <>
        <TurnOff
          onTurnedOff={() => {
            setEnabled(false, 0);
            setTurnedOff(true);
          }}
        />
        <NewRecoveryCodes
          left={viewer.recoveryCodesLeft}
          onMade={(codes) => {
            setRecoveryCodes({ codes, notice: 'twoFactor.newRecoveryCodesMade' });
            setEnabled(true, codes.length);
          }}
        />
      </>
    );
  } else {
    body = (
      <>
        {turnedOff && <AccountNotice kind="success">{t('twoFactor.turnedOff')}</AccountNotice>}
        {viewer.twoFactorSetupRequired && (
          <Alert color="yellow" variant="light" role="status" icon={<IconAlertTriangle aria-hidden />}>
            {t('twoFactor.requiredForStaff')}
          </Alert>
        )}
        <SetUp
          onStart={() => setTurnedOff(false)}
          onEnabled={(codes) => {
            setRecoveryCodes({ codes, notice: 'twoFactor.turnedOn' });
            setEnabled(true, codes.length);
          }}
        />
      </>
    );
  }

  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>{t('twoFactor.heading')}</Title>
      {body}
    </Stack>
  );
}

function SetUp({ onStart, onEnabled }: { onStart: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>();

  const start = async () => {
    onStart();
    setStarting(true);
    setStartError(undefined);
    try {
      setSetup(await apiPost<TwoFactorSetup>('/api/account/twoFactor/setup'));
    } catch (caught) {
      setStartError(caught);
    }
    setStarting(false);
  };

  if (!setup) {
    return (
      <>
        <Text size="sm">{t('twoFactor.explanation')}</Text>
        <ErrorAlert errors={startError === undefined ? [] : [startError]} />
        <Group>
          <Button onClick={() => void start()} loading={starting} loaderProps={{ type: 'dots' }}>
            {starting ? t('twoFactor.settingUp') : t('twoFactor.setUp')}
          </Button>
        </Group>
      </>
    );
  }
  return <EnableForm setup={setup} onEnabled={onEnabled} />;
}

function EnableForm({ setup, onEnabled }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);
  const form = useForm<{ code: string }>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: accountFormValidate(enableTwoFactorSchema, translate),
  });
  const { onSubmit, busy, errors } = useAccountSubmit(form, async (values) => {
    const result = await apiPost<{ recoveryCodes: string[] }>('/api/account/twoFactor/enable', {
      code: values.code.replace(/\s/g, ''),
    });
    onEnabled(result.recoveryCodes);
    return undefined;
  });
  const key = groupSetupKey(setup.secret);

  return (
    <>
      <Text size="sm">{t('twoFactor.step1')}</Text>
      <Text size="sm">{t('twoFactor.scanQrCode')}</Text>
      <SetupQrCode otpauthUri={setup.otpauthUri} />
      <Text size="sm">
        <Anchor href={setup.otpauthUri}>{t('twoFactor.openInApp')}</Anchor>
      </Text>
      <Text size="sm">{t('twoFactor.noQrCode')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('twoFactor.setupKey')}
        </Text>
        <Group gap="sm">
          <Code fz="md" data-testid="two-factor-setup-key">
            {key}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Text size="sm">{t('twoFactor.step2')}</Text>
      <ErrorAlert errors={errors} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={320}>
          <TextInput
            label={t('twoFactor.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            {...form.getInputProps('code')}
          />
          <Group>
            <SubmitButton busy={busy} label={t('twoFactor.turnOn')} busyLabel={t('twoFactor.turningOn')} />
          </Group>
        </Stack>
      </form>
    </>
  );
}

function TurnOff({ onTurnedOff }: { onTurnedOff: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <>
      <Text size="sm" fw={500}>
        {t('twoFactor.isOn')}
      </Text>
      <Text size="sm">{t('twoFactor.turnOffExplanation')}</Text>
      <PasswordConfirmedForm
        path="/api/account/twoFactor/disable"
        onDone={onTurnedOff}
        label={t('twoFactor.turnOff')}
        busyLabel={t('twoFactor.turningOff')}
        button={{ color: 'red' }}
      />
    </>
  );
}
