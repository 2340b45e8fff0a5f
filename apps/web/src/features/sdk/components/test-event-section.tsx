import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { sortWebhookEvents } from '@roadmark/domain/integrations/webhook-events';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { SendSdkWebhookTestEventMutation } from '../graphql/sdk-operations';
import { WebhookDeliveryLog } from './webhook-delivery-log';

export interface TestEventSectionProps {
  webhookId: string;
  /** The saved events: a test is a sample of one of them, sent to the saved URL. */
  events: readonly string[];
  /** A switched-off webhook sends nothing until it is saved again. */
  switchedOff: boolean;
  /** Where the full delivery log page is, relative to this page. */
  deliveryLogPath: string;
}

/** 'Send test event': queues a signed sample of the chosen event, then shows the delivery log as it updates. */
export function TestEventSection({ webhookId, events, switchedOff, deliveryLogPath }: TestEventSectionProps) {
  const { t } = useTranslation('sdk');
  const options = sortWebhookEvents(events);
  const [event, setEvent] = useState<string | null>(options[0] ?? null);
  const chosen = event && options.includes(event as (typeof options)[number]) ? event : (options[0] ?? null);
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [send, { loading }] = useMutation(SendSdkWebhookTestEventMutation);

  const sendTest = async () => {
    setError(null);
    try {
      await send({ variables: { id: webhookId, event: chosen } });
      setSent((count) => count + 1);
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="test-event-heading">
      <Title order={2} size="h3" id="test-event-heading">
        {t('test.heading')}
      </Title>
      <Text size="sm">{switchedOff ? t('test.switchedOff') : t('test.explanation')}</Text>
      <ErrorAlert errors={error ? [error] : []} />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('test.event')}
          data={options}
          value={chosen}
          onChange={setEvent}
          allowDeselect={false}
          disabled={switchedOff}
          style={{ flex: '1 1 14rem', maxWidth: '20rem' }}
        />
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          onClick={() => void sendTest()}
          disabled={switchedOff || loading || !chosen}
        >
          {loading ? t('test.sending') : t('test.send')}
        </Button>
      </Group>
      {sent > 0 && (
        <Stack gap="xs">
          <Group justify="space-between" align="baseline">
            <Title order={3} size="h4">
              {t('deliveries.title')}
            </Title>
            <Anchor component={Link} to={deliveryLogPath} size="sm">
              {t('test.openLog')}
            </Anchor>
          </Group>
          <WebhookDeliveryLog webhookId={webhookId} refreshKey={sent} />
        </Stack>
      )}
    </Stack>
  );
}
