import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../app/i18n';
import './happy-dom-standard-dom';

initI18n('en-GB');

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

afterEach(() => cleanup());
