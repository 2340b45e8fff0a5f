import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../accounts/account-fetch-mock';
import { StudyCompletePage } from './study-complete-page';
import { StudyThanksPage } from './study-thanks-page';

const SESSION_ID = '5d1c0c39-7a4f-4c43-9d6e-1f0b7a2d3e4f';

afterEach(() => vi.restoreAllMocks());

const renderComplete = () =>
  renderWithProviders(
    <StrictMode>
      <StudyCompletePage />
    </StrictMode>,
    { route: `/study-complete/${SESSION_ID}`, path: '/study-complete/:assessmentSessionId' },
  );

describe('StudyCompletePage', () => {
  it("signs the participant out once, showing a loader, then goes to the study's return URL", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/studyLogout': pending.promise });
    renderComplete();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByLabelText('Finishing the study...')).toBeTruthy();
    pending.answer({ body: { returnUrl: 'https://panel.example/complete?cc=ABC' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://panel.example/complete?cc=ABC'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({ assessmentSessionId: SESSION_ID });
  });

  it.each([
    ['no return URL', null],
    ['a return URL that is not a web address', 'javascript:alert(1)'],
  ])('goes to the thank-you page when there is %s', async (_case, returnUrl) => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockAccountFetch({ '/api/account/studyLogout': { body: { returnUrl } } });
    renderComplete();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/study-thanks'));
  });

  it('shows the error when signing out fails', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    mockAccountFetch({
      '/api/account/studyLogout': problem(400, 'validation.idInvalid', 'The id must be a UUID.'),
    });
    renderComplete();
    expect(await screen.findByText('The id must be a UUID.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('StudyThanksPage', () => {
  it('thanks the participant and says the window can be closed', () => {
    renderWithProviders(<StudyThanksPage />, { route: '/study-thanks' });
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for participating in this study' })).toBeTruthy();
    expect(screen.getByText('Your responses have been captured. You can now close this window.')).toBeTruthy();
    expect(document.title).toBe('Thank you for participating in this study - Roadmark');
  });
});
