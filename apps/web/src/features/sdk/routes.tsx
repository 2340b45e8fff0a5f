import { Role } from '@roadmark/domain/roles';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../../app/session/require-role';

const overviewPage = async () => ({ Component: (await import('./pages/sdk-overview-page')).SdkOverviewPage });
const clientFormPage = async () => ({ Component: (await import('./pages/sdk-client-form-page')).SdkClientFormPage });
const clientDeletePage = async () => ({
  Component: (await import('./pages/sdk-client-delete-page')).SdkClientDeletePage,
});
const webhookFormPage = async () => ({ Component: (await import('./pages/webhook-form-page')).WebhookFormPage });
const webhookDeletePage = async () => ({
  Component: (await import('./pages/webhook-delete-page')).WebhookDeletePage,
});
const webhookDeliveriesPage = async () => ({
  Component: (await import('./pages/webhook-deliveries-page')).WebhookDeliveriesPage,
});

/** Mounted under /manage; API keys and webhooks need SubscriptionAdministration (docs/product/integrations.md). */
export const sdkRoutes: RouteObject[] = [
  {
    path: 'sdk',
    element: <RequireRole roles={[Role.SubscriptionAdministration]} />,
    children: [
      { index: true, lazy: overviewPage },
      { path: 'applications/add', lazy: clientFormPage },
      { path: 'applications/edit/:id', lazy: clientFormPage },
      { path: 'applications/delete/:id', lazy: clientDeletePage },
      { path: 'webhooks/add', lazy: webhookFormPage },
      { path: 'webhooks/edit/:id', lazy: webhookFormPage },
      { path: 'webhooks/delete/:id', lazy: webhookDeletePage },
      { path: 'webhooks/deliveries/:id', lazy: webhookDeliveriesPage },
    ],
  },
];
