import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { webhookFormSchema } from '@roadmark/domain/integrations/webhook-form';
import { WEBHOOK_HTTP_METHODS } from '@roadmark/domain/integrations/webhook-methods';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { RotateSecretSection } from '../components/rotate-secret-section';
import { SigningSecretModal } from '../components/signing-secret-modal';
import { TestEventSection } from '../components/test-event-section';
import { WebhookEventsSelect } from '../components/webhook-events-select';
import { WebhookHeadersField } from '../components/webhook-headers-field';
import { WebhookSample } from '../components/webhook-sample';
import { WebhookSwitchedOffAlert } from '../components/webhook-switched-off-alert';
import {
  CreateSdkWebhookMutation,
  SdkApplicationOptionsQuery,
  SdkWebhookQuery,
  UpdateSdkWebhookMutation,
} from '../graphql/sdk-operations';
import { listFormValidate } from '../row-errors';
import {
  changedWebhookFields,
  NEW_WEBHOOK_VALUES,
  type WebhookFormValues,
  webhookFormValues,
  webhookModel,
} from '../webhook-form-values';

/**
 * /manage/sdk/webhooks/add and /edit/{id} (docs/product/integrations.md#the-screens). A new webhook's signing secret is
 * shown once, after the save and before going back; the edit page adds rotating the secret and sending a test event.
 */
export function WebhookFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('sdk');
  const title = id ? t('webhook.editTitle') : t('webhook.addTitle');
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());
  const [createdSecret, setCreatedSecret] = useState<{ secret: string; done: () => void } | null>(null);

  const query = useQuery(SdkWebhookQuery, id ? { variables: { id } } : skipToken);
  const webhook = query.data?.sdkWebhook;
  const applicationsQuery = useQuery(SdkApplicationOptionsQuery);
  const applications = applicationsQuery.data?.sdkClients ?? [];

  const form = useForm<WebhookFormValues>({
    initialValues: NEW_WEBHOOK_VALUES,
    validate: listFormValidate<WebhookFormValues>(
      webhookFormSchema,
      { field: 'headers', schema: webhookFormSchema.shape.headers },
      (key, options) => t(key, options),
    ),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (webhook && !form.initialized) form.initialize(webhookFormValues(webhook));
  }, [webhook, form]);

  // The answer to a create carries the signing secret: keep it out of the (persisted) cache.
  const [createWebhook] = useMutation(CreateSdkWebhookMutation, { fetchPolicy: 'no-cache' });
  const [updateWebhook] = useMutation(UpdateSdkWebhookMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../../..' : '../..',
    save: async (values) => {
      const parsed = webhookFormSchema.parse(values);
      if (!id) {
        const { data } = await createWebhook({ variables: { model: { id: newId, ...webhookModel(parsed) } } });
        const secret = data?.createSdkWebhook.signingSecret;
        // Going back waits for Done: the secret is shown this once.
        if (secret) await new Promise<void>((done) => setCreatedSecret({ secret, done }));
        return;
      }
      if (!webhook) return;
      const changed = changedWebhookFields(parsed, webhook);
      // Saving a switched-off webhook switches it back on, even with nothing changed.
      if (Object.keys(changed).length === 0 && !webhook.disabledAt) return;
      return updateWebhook({ variables: { model: { id, ...changed } } });
    },
  });

  return (
    <Stack gap="xl">
      <FormPage
        title={title}
        errors={[query.error, applicationsQuery.error, ...errors].filter(Boolean)}
        loading={(!!id && query.loading && !webhook) || (applicationsQuery.loading && !applicationsQuery.data)}
        ready={!id || !!webhook}
        saving={saving}
        onSubmit={onSubmit}
        onCancel={goBack}
      >
        {webhook?.disabledAt && (
          <WebhookSwitchedOffAlert disabledAt={webhook.disabledAt} reason={webhook.disabledReason} />
        )}
        <Select
          label={t('webhook.application')}
          placeholder={t('webhook.applicationPlaceholder')}
          required
          data={applications.map((application) => ({ value: application.id, label: application.name }))}
          {...form.getInputProps('sdkClientId')}
          value={form.values.sdkClientId || null}
          onChange={(value) => form.setFieldValue('sdkClientId', value ?? '')}
        />
        {applicationsQuery.data && applications.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('webhook.noApplications')}
          </Text>
        )}
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Select
            label={t('webhook.httpMethod')}
            required
            data={WEBHOOK_HTTP_METHODS}
            w={140}
            {...form.getInputProps('httpMethod')}
            value={form.values.httpMethod || null}
            onChange={(value) => form.setFieldValue('httpMethod', value ?? '')}
          />
          <TextInput
            type="url"
            label={t('webhook.url')}
            placeholder="https://"
            required
            autoComplete="off"
            style={{ flex: 1 }}
            {...form.getInputProps('url')}
          />
        </Group>
        <WebhookHeadersField form={form} />
        <WebhookEventsSelect
          required
          {...form.getInputProps('events')}
          value={form.values.events}
          onChange={(events) => form.setFieldValue('events', events)}
        />
        <WebhookSample events={form.values.events} httpMethod={form.values.httpMethod} />
      </FormPage>
      {id && webhook && (
        <Stack gap="xl" maw={640}>
          <RotateSecretSection
            webhookId={id}
            previousSecretExpiresAt={webhook.previousSecretExpiresAt}
            onRotated={() => void query.refetch().catch(() => {})}
          />
          <TestEventSection
            webhookId={id}
            events={webhook.events}
            switchedOff={!!webhook.disabledAt}
            deliveryLogPath={`../../deliveries/${id}`}
          />
        </Stack>
      )}
      <SigningSecretModal
        secret={createdSecret?.secret ?? null}
        onDone={() => {
          createdSecret?.done();
          setCreatedSecret(null);
        }}
      />
    </Stack>
  );
}
