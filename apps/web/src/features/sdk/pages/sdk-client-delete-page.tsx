import { useMutation, useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteSdkClientMutation, SdkClientQuery } from '../graphql/sdk-operations';

/** /manage/sdk/applications/delete/{id}: the name read-only, Delete and Cancel; goes back after. */
export function SdkClientDeletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('sdk');
  usePageTitle(t('application.deleteTitle'));
  const query = useQuery(SdkClientQuery, { variables: { id }, fetchPolicy: 'no-cache' });
  const [deleteClient] = useMutation(DeleteSdkClientMutation);
  return (
    <DeletePage
      question={t('application.deleteQuestion')}
      name={query.data?.sdkClient.name}
      loading={query.loading && !query.data}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteClient({ variables: { id } })}
      successMessage={t('application.deleted')}
      fallback="../../.."
    >
      <Text>{t('application.deleteEffect')}</Text>
    </DeletePage>
  );
}
