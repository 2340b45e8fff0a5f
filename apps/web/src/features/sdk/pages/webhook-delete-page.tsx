import { useMutation, useQuery } from '@apollo/client/react';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteSdkWebhookMutation, SdkWebhookQuery } from '../graphql/sdk-operations';

/** /manage/sdk/webhooks/delete/{id}: the application name and URL read-only, Delete and Cancel. */
export function WebhookDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sdk');
  usePageTitle(t('webhook.deleteTitle'));
  const query = useQuery(SdkWebhookQuery, { variables: { id } });
  const webhook = query.data?.sdkWebhook;
  const [deleteWebhook] = useMutation(DeleteSdkWebhookMutation);
  return (
    <DeletePage
      question={t('webhook.deleteQuestion')}
      name={webhook?.sdkClientName}
      nameLabel={t('webhook.application')}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteWebhook({ variables: { id } })}
      successMessage={t('webhook.deleted')}
      fallback="../../.."
    >
      <TextInput label={t('webhook.url')} value={webhook?.url ?? ''} readOnly />
    </DeletePage>
  );
}
