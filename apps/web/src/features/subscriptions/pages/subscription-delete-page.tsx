import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DeletePage } from '../../../ui/delete-page/delete-page';
import { removeFromCachedLists } from '../../../ui/list-page/list-cache';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { DeleteImpact } from '../components/delete-impact';
import {
  DeleteSubscriptionMutation,
  SubscriptionDeleteImpactQuery,
  SubscriptionQuery,
} from '../graphql/subscription-operations';
import type { SubscriptionKind } from '../subscription-kinds';

/**
 * /administration/{subscriptions|distributors|studies}/delete/{id}: a confirmation naming the
 * subscription and the people and teams archived with it. The server archives them all in one transaction.
 */
export function SubscriptionDeletePage({ kind }: { kind: SubscriptionKind }) {
  const { id = '' } = useParams();
  const { t } = useTranslation('subscriptions');
  usePageTitle(t(`kinds.${kind}.deleteTitle`));
  const query = useQuery(SubscriptionQuery, { variables: { id } });
  const impact = useQuery(SubscriptionDeleteImpactQuery, {
    variables: { subscriptionId: id },
    fetchPolicy: 'network-only',
  });
  const [deleteSubscription] = useMutation(DeleteSubscriptionMutation, {
    update: (cache, { data }) => {
      if (data) removeFromCachedLists(cache, 'subscriptions', data.deleteSubscription);
    },
  });
  const subscription = query.data?.subscription;
  return (
    <DeletePage
      question={t(`kinds.${kind}.deleteQuestion`)}
      name={subscription?.companyName}
      nameLabel={t('list.name')}
      loading={query.loading && !subscription}
      errors={query.error ? [query.error] : []}
      onDelete={() => deleteSubscription({ variables: { id } })}
      successMessage={t(`kinds.${kind}.deleted`)}
    >
      {subscription && (
        <DeleteImpact
          companyName={subscription.companyName}
          people={impact.data?.profiles}
          teams={impact.data?.subscriptionTeams}
          loading={impact.loading && !impact.data}
          error={impact.error}
        />
      )}
    </DeletePage>
  );
}
