// The least a page of the web app's stack can be: the libraries its entry loads (React, Mantine, Apollo Client,
// React Router, i18next), at the installed versions, drawing one small sign-in form once one GraphQL answer is in.
// No code of the app's own. bench/lighthouse-stack-floor.ts measures it as bench/lighthouse.ts measures the app.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Anchor, Button, MantineProvider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

const TypenameQuery = gql`
  query Typename {
    __typename
  }
`;

const texts = {
  heading: 'Sign in',
  email: 'Email or driver PIN',
  password: 'Password',
  submit: 'Sign in',
  register: 'Create an account',
};

function SignInForm() {
  const { t } = useTranslation();
  const { loading } = useQuery(TypenameQuery);
  if (loading) return null;
  return (
    <Stack component="main" maw={420} mx="auto" mt="xl" p="md" gap="md">
      <Title order={1}>{t('heading')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack component="form" onSubmit={(event) => event.preventDefault()}>
          <TextInput label={t('email')} autoComplete="username" />
          <PasswordInput label={t('password')} autoComplete="current-password" />
          <Button type="submit">{t('submit')}</Button>
        </Stack>
      </Paper>
      <Text size="sm" ta="center">
        <Anchor href="/account/register">{t('register')}</Anchor>
      </Text>
    </Stack>
  );
}

const router = createBrowserRouter([{ path: '*', Component: SignInForm }]);
// The header the app's own requests carry, so the server answers as it answers the app.
const link = new HttpLink({ uri: '/graphql', headers: { 'x-roadmark-csrf': '1' } });
const client = new ApolloClient({ link, cache: new InMemoryCache() });
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

void i18next
  .use(initReactI18next)
  .init({ lng: 'en-GB', resources: { 'en-GB': { translation: texts } } })
  .then(() => {
    const reactRoot = createRoot(root);
    startTransition(() => {
      reactRoot.render(
        <StrictMode>
          <I18nextProvider i18n={i18next}>
            <MantineProvider>
              <ApolloProvider client={client}>
                <RouterProvider router={router} />
              </ApolloProvider>
            </MantineProvider>
          </I18nextProvider>
        </StrictMode>,
      );
    });
  });
