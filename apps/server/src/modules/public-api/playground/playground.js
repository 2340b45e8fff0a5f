// The GraphQL playground (docs/product/integrations.md#the-screens): Yoga's GraphiQL build, served from this server,
// against /graphql.

const GRAPHQL_PATH = '/graphql';

// Monaco runs its language services in web workers; the build ships them beside this file.
const WORKER_FILES = {
  editorWorkerService: 'editor.worker.bundle.js',
  json: 'json.worker.bundle.js',
  graphql: 'graphql.worker..bundle.js',
};
self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: (_moduleId, label) =>
    new URL(`./monacoeditorwork/${WORKER_FILES[label] ?? WORKER_FILES.editorWorkerService}`, import.meta.url).href,
};

// The header editor starts with an empty x-api-key; sent empty, the server would refuse it as a wrong key. Without a
// key the call rides on the browser's session, and then carries the CSRF header the web app sends too.
const nativeFetch = window.fetch.bind(window);
window.fetch = (input, init = {}) => {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== GRAPHQL_PATH) return nativeFetch(input, init);
  const headers = new Headers(init.headers);
  if (!headers.get('x-api-key')?.trim()) {
    headers.delete('x-api-key');
    headers.set('x-roadmark-csrf', '1');
  }
  return nativeFetch(input, { ...init, headers });
};

const DEFAULT_QUERY = `# Put your API key in x-api-key under Headers
# below, then press Run (Ctrl-Enter). Signed in to
# Roadmark here, you may leave it empty.

query Teams {
  subscriptionTeams(first: 10) {
    id
    name
  }
}
`;

// Imported only now, so the build finds MonacoEnvironment when it loads.
const { renderYogaGraphiQL } = await import('./yoga-graphiql.es.js');
renderYogaGraphiQL(document.getElementById('root'), {
  endpoint: GRAPHQL_PATH,
  title: 'Roadmark GraphQL',
  query: DEFAULT_QUERY,
  headers: JSON.stringify({ 'x-api-key': '' }, null, 2),
});
