import { Navigate, type RouteObject } from 'react-router';
import { distributorDashboardRoutes } from '../dashboards/routes';
import { type DetailsTab, SUBSCRIPTION_KINDS, type SubscriptionKind } from './subscription-kinds';

const listPage = (kind: SubscriptionKind) => async () => {
  const { SubscriptionListPage } = await import('./pages/subscription-list-page');
  return { element: <SubscriptionListPage kind={kind} /> };
};
const formPage = (kind: SubscriptionKind) => async () => {
  const { SubscriptionFormPage } = await import('./pages/subscription-form-page');
  return { element: <SubscriptionFormPage kind={kind} /> };
};
const deletePage = (kind: SubscriptionKind) => async () => {
  const { SubscriptionDeletePage } = await import('./pages/subscription-delete-page');
  return { element: <SubscriptionDeletePage kind={kind} /> };
};
const detailsLayout = (kind: SubscriptionKind) => async () => {
  const { SubscriptionDetailsLayout } = await import('./pages/subscription-details-layout');
  return { element: <SubscriptionDetailsLayout kind={kind} /> };
};
const licencesTab = (tab: DetailsTab) => async () => {
  const { SubscriptionLicencesTab } = await import('./pages/subscription-licences-tab');
  return { element: <SubscriptionLicencesTab tab={tab} /> };
};

const adminListPage = async () => ({
  Component: (await import('./pages/distributor-admin-list-page')).DistributorAdminListPage,
});
const adminFormPage = async () => ({
  Component: (await import('./pages/distributor-admin-form-page')).DistributorAdminFormPage,
});

/** list, add, edit/{id}, details/{id}/{tab} and, where the kind has it, delete/{id}, under `path`. */
function subscriptionKindRoutes(path: string, kind: SubscriptionKind): RouteObject[] {
  const { detailsTabs: tabs, hasDelete } = SUBSCRIPTION_KINDS[kind];
  const routes: RouteObject[] = [
    { path, lazy: listPage(kind) },
    { path: `${path}/add`, lazy: formPage(kind) },
    { path: `${path}/edit/:id`, lazy: formPage(kind) },
    {
      path: `${path}/details/:id`,
      lazy: detailsLayout(kind),
      children: [
        { index: true, element: <Navigate replace to={tabs[0] ?? 'assessments'} /> },
        ...tabs.map((tab) => ({ path: tab, lazy: licencesTab(tab) })),
      ],
    },
  ];
  if (hasDelete) routes.push({ path: `${path}/delete/:id`, lazy: deletePage(kind) });
  return routes;
}

/** Mounted under /administration (docs/product/reference-data.md#organisations). */
export const subscriptionRoutes: RouteObject[] = [
  ...subscriptionKindRoutes('subscriptions', 'subscriptions'),
  ...subscriptionKindRoutes('distributors', 'distributors'),
  ...subscriptionKindRoutes('studies', 'studies'),
];

/** /manage/distributor and its pages (the distributor's own subscriptions and administrators), mounted at the root. */
export const distributorRoutes: RouteObject[] = [
  {
    path: 'manage/distributor',
    lazy: async () => {
      const module = await import('./pages/distributor-layout');
      return { Component: module.DistributorLayout, handle: module.distributorHandle };
    },
    children: [
      { index: true, element: <Navigate replace to="dashboard" /> },
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('./pages/distributor-dashboard-page')).DistributorDashboardPage,
        }),
      },
      ...distributorDashboardRoutes,
      ...subscriptionKindRoutes('subscriptions', 'distributorSubscriptions'),
      { path: 'admins', lazy: adminListPage },
      { path: 'admins/add', lazy: adminFormPage },
      { path: 'admins/edit/:id', lazy: adminFormPage },
    ],
  },
];
