import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/app-providers';
import { initI18n } from './app/i18n';
import { registerServiceWorkerAfterLoad, routerSettled } from './app/offline/register-service-worker';
import { createAppRouter } from './app/router';

const i18n = initI18n();
document.documentElement.lang = i18n.language;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const router = createAppRouter();
createRoot(root).render(
  <StrictMode>
    <AppProviders client={createApolloClient()} i18n={i18n} router={router} />
  </StrictMode>,
);

// Development serves no worker: a cached shell would hide the code being edited.
if (import.meta.env.PROD) void registerServiceWorkerAfterLoad(() => routerSettled(router));
