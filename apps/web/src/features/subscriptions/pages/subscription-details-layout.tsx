import { useQuery } from '@apollo/client/react';
import { Center, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import type { SubscriptionFieldsFragment } from '../../../gql/graphql';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { NewSubscriptionNextSteps } from '../components/new-subscription-next-steps';
import { SubscriptionFactsList } from '../components/subscription-facts-list';
import { SubscriptionQuery } from '../graphql/subscription-operations';
import { type DetailsTab, SUBSCRIPTION_KINDS, type SubscriptionKind } from '../subscription-kinds';

/** The navigation state of a subscription's page opened right after it was added, to show what comes next. */
export interface NewSubscriptionState {
  created: true;
}

function isNewSubscriptionState(state: unknown): state is NewSubscriptionState {
  return typeof state === 'object' && state !== null && (state as NewSubscriptionState).created === true;
}

/** What the open tab gets from the layout through the outlet. */
export interface DetailsOutletContext {
  subscription: SubscriptionFieldsFragment;
}

export function activeDetailsTab(pathname: string, tabs: readonly DetailsTab[]): DetailsTab | null {
  const segment = pathname.replace(/\/+$/, '').split('/').pop();
  return tabs.find((tab) => tab === segment) ?? null;
}

/**
 * .../details/{id}/assessments and /training: the subscription's name and key facts, and a pill bar
 * of what is licensed to it (studies have assessments only).
 */
export function SubscriptionDetailsLayout({ kind }: { kind: SubscriptionKind }) {
  const config = SUBSCRIPTION_KINDS[kind];
  const { id = '' } = useParams();
  const { t } = useTranslation('subscriptions');
  const { pathname, state } = useLocation();
  const query = useQuery(SubscriptionQuery, { variables: { id } });
  const subscription = query.data?.subscription;
  usePageTitle(subscription?.companyName ?? t('details.title'));
  const active = activeDetailsTab(pathname, config.detailsTabs);
  const context: DetailsOutletContext | null = subscription ? { subscription } : null;

  return (
    <Stack gap="lg">
      <Title order={1}>{subscription?.companyName ?? t('details.title')}</Title>
      <ErrorAlert errors={query.error ? [query.error] : []} />
      {query.loading && !subscription && (
        <Center py="xl">
          <Loader role="status" aria-label={t('details.loading')} />
        </Center>
      )}
      {subscription && isNewSubscriptionState(state) && <NewSubscriptionNextSteps subscription={subscription} />}
      {subscription && <SubscriptionFactsList subscription={subscription} />}
      {context && (
        <Tabs variant="pills" value={active} activateTabWithKeyboard={false}>
          <Tabs.List aria-label={t('details.tabsLabel')}>
            {config.detailsTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} renderRoot={({ type: _type, ...props }) => <Link to={tab} {...props} />}>
                {t(`details.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {active && (
            <Tabs.Panel value={active} pt="md">
              <Outlet context={context} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
