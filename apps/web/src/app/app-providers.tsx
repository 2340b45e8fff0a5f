import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { LazyNotifications } from './lazy-notifications';
import type { createAppRouter } from './router';
import { ViewerProvider } from './session/viewer-provider';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  client: ApolloClient;
  i18n: I18n;
  router: ReturnType<typeof createAppRouter>;
}

export function AppProviders({ client, i18n, router }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <LazyNotifications />
        <ApolloProvider client={client}>
          <ViewerProvider>
            <RouterProvider router={router} />
          </ViewerProvider>
        </ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
