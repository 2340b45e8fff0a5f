import { fireEvent, getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { deferredAnswer, mockAccountFetch, problem } from '../accounts/account-fetch-mock';
import { StudyLoginPage } from './study-login-page';

const PATH = '/study/:studyUniqueCode?';
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const CODE_REQUIRED = 'Study code is required.  You should have received this from the study organiser.';
const IDENTIFIER_REQUIRED = 'A unique identifier for you as a study participant is required.';

afterEach(() => vi.restoreAllMocks());

const renderPage = (route: string) =>
  renderWithProviders(
    <StrictMode>
      <StudyLoginPage />
    </StrictMode>,
    { route, path: PATH },
  );
const identifierField = () => screen.getByLabelText(/Participant identifier/) as HTMLInputElement;
const studyField = () => screen.getByLabelText(/^Study/) as HTMLInputElement;

describe('StudyLoginPage', () => {
  it('sends itself once when the code is in the path, reads Checking... meanwhile, then goes to the session', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const pending = deferredAnswer();
    const { posts } = mockAccountFetch({ '/api/account/studyLogin': pending.promise });
    renderPage('/study/ABCD2345?PROLIFIC_PID=abc');
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeTruthy();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.body).toEqual({ studyUniqueCode: 'ABCD2345', userIdentifier: 'abc' });
    expect(posts()[0]?.headers.get('x-roadmark-csrf')).toBe('1');
    pending.answer({ body: { succeeded: true, returnUrl: '/assessment/launch/5d1c0c39-7a4f-4c43-9d6e-1f0b7a2d3e4f' } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/assessment/launch/5d1c0c39-7a4f-4c43-9d6e-1f0b7a2d3e4f'));
    expect(posts()).toHaveLength(1);
  });

  it.each([
    ['?id=last&user=first', 'first'],
    ['?Session=s&participant=p&PROLIFIC_PID=q', 'p'],
    ['?prolific_pid=lower&Prolific_PID=mixed', 'lower'],
    ['?Id=only-id', 'only-id'],
  ])('prefills the identifier from %s in the documented order', (search, expected) => {
    mockAccountFetch({});
    renderPage(`/study${search}`);
    expect(identifierField().value).toBe(expected);
  });

  it('makes up a new GUID when no identifier is in the link, and waits for the code', async () => {
    const { posts } = mockAccountFetch({});
    renderPage('/study?USER=not-a-listed-name');
    expect(identifierField().value).toMatch(GUID);
    expect(studyField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Start study' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(posts()).toHaveLength(0);
  });

  it('validates on blur and on submit with its messages, sending nothing', async () => {
    const { posts } = mockAccountFetch({});
    renderPage('/study');
    fireEvent.blur(studyField());
    // The message has two spaces after the full stop; the default matcher would fold them into one.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(await screen.findByText(CODE_REQUIRED, exact)).toBeTruthy();
    fireEvent.change(identifierField(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start study' }));
    expect(await screen.findByText(IDENTIFIER_REQUIRED)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('does not send an identifier over 200 characters from the link', async () => {
    const { posts } = mockAccountFetch({});
    renderPage(`/study/ABCD2345?user=${'x'.repeat(201)}`);
    expect(await screen.findByText('A participant identifier can be at most 200 characters long.')).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("shows the server's error in the error panel and lets the participant try again", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const notFound = 'This study code was not found. Please check the link or the code you were given.';
    const { posts } = mockAccountFetch({
      '/api/account/studyLogin': problem(404, 'errors.studyCodeNotFound', notFound),
    });
    renderPage('/study');
    fireEvent.change(studyField(), { target: { value: 'WRONG234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start study' }));
    expect(await screen.findByText(notFound)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start study' })).toBeTruthy();
    expect(posts()[0]?.body).toMatchObject({ studyUniqueCode: 'WRONG234' });
    expect(assign).not.toHaveBeenCalled();
  });
});
