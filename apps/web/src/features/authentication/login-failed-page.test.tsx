import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginFailedPage } from './login-failed-page';

const GENERIC = 'There was an error signing in.';

function renderAt(search: string) {
  renderWithProviders(<LoginFailedPage />, {
    route: `/authentication/login-failed${search}`,
    path: '/authentication/login-failed',
  });
  return screen.getByRole('alert');
}

describe('LoginFailedPage', () => {
  it('shows the message the product defines for a known key, whatever the case of the parameter', () => {
    expect(renderAt('?Message=lockedOut').textContent).toBe(
      'This account has been locked out, please try again later.',
    );
    expect(document.title).toBe('Sign-in failed - Roadmark');
  });

  it.each([
    ['no message', ''],
    ['text of its own', '?message=Your%20account%20is%20suspended.%20Call%20%2B44%20800%20000%20000%20now'],
    ['markup', '?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
    ['another key of the locale files', '?message=authentication.tryAgain'],
    ['a key of another namespace', '?message=common:appName'],
    ['a nested key', '?message=loginFailedReasons.lockedOut'],
    ['a property every object has', '?message=constructor'],
  ])('shows only the generic message for %s', (_label, search) => {
    const alert = renderAt(search);
    expect(alert.textContent).toBe(GENERIC);
    expect(document.querySelector('img')).toBeNull();
  });
});
