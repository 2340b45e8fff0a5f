import { Textarea } from '@mantine/core';
import { sortWebhookEvents } from '@roadmark/domain/integrations/webhook-events';
import { sendsJsonBody } from '@roadmark/domain/integrations/webhook-methods';
import { webhookSample } from '@roadmark/domain/integrations/webhook-payload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface WebhookSampleProps {
  events: readonly string[];
  httpMethod: string;
}

/**
 * The read-only sample (docs/product/integrations.md#the-screens): a JSON body indented four spaces for POST and PUT, a
 * query string for the other methods, following the chosen events and method as they change.
 */
export function WebhookSample({ events, httpMethod }: WebhookSampleProps) {
  const { t } = useTranslation('sdk');
  const [now] = useState(() => new Date());
  const body = sendsJsonBody(httpMethod);
  return (
    <Textarea
      label={body ? t('webhook.sampleBody') : t('webhook.sampleQuery')}
      description={t('webhook.sampleHelp')}
      value={webhookSample(sortWebhookEvents(events), httpMethod, now)}
      readOnly
      autosize
      minRows={body ? 6 : 2}
      spellCheck={false}
      styles={{
        input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' },
      }}
    />
  );
}
