import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Role } from '@roadmark/domain/roles';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../app/session/use-viewer';
import { useManageSubscription } from '../use-manage-subscription';

/**
 * Shown on a subscription's own page right after it was added: it is saved, and what comes next. Its licences are
 * the tab below; its teams and people are managed in the subscription itself, which staff can step into from here.
 */
export function NewSubscriptionNextSteps(props: {
  subscription: { id: string; companyName: string; subscriptionType: string };
}) {
  const { t } = useTranslation('subscriptions');
  const { viewer } = useViewer();
  const { subscription } = props;
  const canManage = !!viewer?.roles.includes(Role.Administration);
  const manageSubscription = useManageSubscription();
  return (
    <Alert
      color="green"
      variant="light"
      title={t('details.created.title', { companyName: subscription.companyName })}
      icon={<IconCircleCheck aria-hidden />}
    >
      <Stack gap="xs">
        <Text size="sm">{t('details.created.license')}</Text>
        {canManage && (
          <Group gap="sm" align="center">
            <Text size="sm">{t('details.created.people')}</Text>
            <Button size="compact-sm" variant="light" onClick={() => manageSubscription(subscription)}>
              {t('details.created.manage', { companyName: subscription.companyName })}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
