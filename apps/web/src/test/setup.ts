import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../app/i18n';
import './happy-dom-standard-dom';
import { allLocaleResources } from './locale-resources';

// Every language up front: screen tests read British texts, and some compare them with American ones.
initI18n('en-GB', allLocaleResources());

// findBy and waitFor wait up to a second by default; a busy two-core CI runner can take longer than that to render a
// Mantine screen after an answer arrives, which would fail a test for the machine's load rather than for a fault.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs, which happy-dom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
// Textarea autosize listens for web fonts finishing loading; no fonts load here.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// Test files share one window and module graph (isolate: false in vitest.config.ts): what one test leaves in
// Mantine's notifications store or in web storage must not reach the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
