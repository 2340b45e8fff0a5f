import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { sdkClientFormSchema } from '@roadmark/domain/integrations/sdk-client-form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormPage } from '../../../ui/form-actions/form-page';
import { useSaveAndGoBack } from '../../../ui/form-actions/use-save-and-go-back';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { CopyValueButton } from '../components/copy-value-button';
import { IpAllowListField } from '../components/ip-allow-list-field';
import { CreateSdkClientMutation, SdkClientQuery, UpdateSdkClientMutation } from '../graphql/sdk-operations';
import { listFormValidate } from '../row-errors';

interface SdkClientFormValues {
  name: string;
  ipAllowList: string[];
}

/**
 * /manage/sdk/applications/add and /edit/{id} ('Name is required' on blur and on save). The key is
 * made by the server when the application is first saved; the edit page shows it whole, read-only and copyable.
 */
export function SdkClientFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('sdk');
  const title = id ? t('application.editTitle') : t('application.addTitle');
  usePageTitle(title);
  const [newId] = useState(() => crypto.randomUUID());

  const query = useQuery(SdkClientQuery, id ? { variables: { id }, fetchPolicy: 'no-cache' } : skipToken);
  const client = query.data?.sdkClient;
  const form = useForm<SdkClientFormValues>({
    initialValues: { name: '', ipAllowList: [] },
    validate: listFormValidate<SdkClientFormValues>(
      sdkClientFormSchema,
      { field: 'ipAllowList', schema: sdkClientFormSchema.shape.ipAllowList },
      (key, options) => t(key, options),
    ),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    if (client && !form.initialized) form.initialize({ name: client.name, ipAllowList: [...client.ipAllowList] });
  }, [client, form]);

  const [createClient] = useMutation(CreateSdkClientMutation);
  const [updateClient] = useMutation(UpdateSdkClientMutation);

  const { onSubmit, saving, errors, goBack } = useSaveAndGoBack({
    form,
    fallback: id ? '../../..' : '../..',
    save: async (values) => {
      const { name, ipAllowList } = sdkClientFormSchema.parse(values);
      const ipAllowListJson = JSON.stringify(ipAllowList);
      if (!id) return createClient({ variables: { model: { id: newId, name, ipAllowListJson } } });
      if (!client) return;
      // An update sends the id plus the fields that changed.
      const changed = {
        ...(name !== client.name ? { name } : {}),
        ...(ipAllowListJson !== JSON.stringify(client.ipAllowList) ? { ipAllowListJson } : {}),
      };
      if (Object.keys(changed).length === 0) return;
      return updateClient({ variables: { model: { id, ...changed } } });
    },
  });

  return (
    <FormPage
      title={title}
      errors={query.error ? [query.error, ...errors] : errors}
      loading={!!id && query.loading && !client}
      ready={!id || !!client}
      saving={saving}
      onSubmit={onSubmit}
      onCancel={goBack}
    >
      <TextInput label={t('application.name')} required autoComplete="off" {...form.getInputProps('name')} />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('application.apiKey')}
          description={t('application.apiKeyHelp')}
          value={client?.apiSecret ?? ''}
          placeholder={client ? undefined : t('application.apiKeyOnSave')}
          readOnly
          spellCheck={false}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {client && <CopyValueButton value={client.apiSecret} label={t('application.copyApiKey')} />}
      </Group>
      <IpAllowListField form={form} />
    </FormPage>
  );
}
