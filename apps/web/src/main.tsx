// Mantine's global styles, in the order its docs give; each component's own styles come with the component
// (build-plugins/mantine-component-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/touch-targets.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apollo-client';
import { AppProviders } from './app/app-providers';
import { startI18n } from './app/i18n';
import { registerServiceWorkerAfterLoad, routerSettled } from './app/offline/register-service-worker';
import { atMost, prefetchFirstPageData } from './app/page-data-prefetch';
import { namespacesOfPageAt } from './app/page-preloads';
import { createAppRouter } from './app/router';
import { prefetchViewer } from './app/session/use-viewer';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** How long the first render may wait, once the code and texts are in, for who is signed in and the page's data. */
const FIRST_DATA_WAIT_MS = 1000;

const router = createAppRouter();
const client = createApolloClient();
const codeLoaded = routerSettled(router);
// Who is signed in is asked at once, the page's own data as soon as its code is in (page-data-prefetch.ts): with
// their answers in the cache, the first render draws the whole page, instead of its loader first and the page one
// round trip later.
const firstData = Promise.all([prefetchViewer(client), codeLoaded.then(() => prefetchFirstPageData(router, client))]);
// The first render waits for the language's texts, the page's own among them, so no page ever shows their keys.
// It is a transition: React draws it in slices of a few milliseconds, so a phone answers a tap while the first page
// is drawn instead of after one long task. React Router's provider takes the router's state when first drawn and
// listens for changes only once on screen, so it is drawn after the router has loaded the page's code: a change
// landing between the two would be lost, and the page would stay on its loader.
void Promise.all([startI18n(undefined, namespacesOfPageAt(window.location.pathname)), codeLoaded])
  .then(async ([i18n]) => {
    await atMost(firstData, FIRST_DATA_WAIT_MS);
    return i18n;
  })
  .then((i18n) => {
    document.documentElement.lang = i18n.language;
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <AppProviders client={client} i18n={i18n} router={router} />
        </StrictMode>,
      ),
    );
  });

// Development serves no worker: a cached shell would hide the code being edited.
if (import.meta.env.PROD) void registerServiceWorkerAfterLoad(() => routerSettled(router));
