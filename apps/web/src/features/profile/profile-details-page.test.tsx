import { InMemoryCache } from '@apollo/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewer, ViewerQuery } from '../../app/session/use-viewer';
import { type RenderOptions, renderWithProviders } from '../../test/render';
import { testViewer } from '../../test/viewer-mocks';
import { CreateProfileMutation, MyProfileQuery, UpdateProfileMutation } from './graphql/profile-operations';
import { ProfileDetailsPage } from './profile-details-page';
import { myProfileMock, profile, profileViewerMock, VIEWER_ID } from './profile-test-mocks';

/** The header's view of the viewer, which reads its names from the profile. */
function HeaderName() {
  const { viewer: signedIn } = useViewer();
  return <p data-testid="header-name">{signedIn ? `${signedIn.firstName} ${signedIn.lastName}` : ''}</p>;
}

function headerViewerMock(firstName: string, lastName: string) {
  return { request: { query: ViewerQuery }, result: { data: { viewer: testViewer({ firstName, lastName }) } } };
}

/**
 * The page's own viewer query, answered with the names before the save and then, when the save refetches it, with
 * the names saved. It shares the user's cache entry with the header's query, so a stale answer arriving after the
 * header's would put the old names back.
 */
function profileViewerBeforeAndAfterSave(before: { firstName: string; lastName: string }) {
  return [
    { ...profileViewerMock(before), maxUsageCount: 1 },
    profileViewerMock({ firstName: 'Alex', lastName: 'Rider' }),
  ];
}

function renderPage(mocks: NonNullable<RenderOptions['mocks']>) {
  return renderWithProviders(
    <>
      <HeaderName />
      <ProfileDetailsPage />
    </>,
    { path: '/profile/details', mocks },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ProfileDetailsPage', () => {
  it('shows the names and the driver PIN, and sets the page title', async () => {
    renderPage([headerViewerMock('Sam', 'Driver'), profileViewerMock(), myProfileMock(profile)]);
    expect(await screen.findByDisplayValue('123456')).toBeTruthy();
    expect(field(/^First name/).value).toBe('Sam');
    expect(field(/^Last name/).value).toBe('Driver');
    const pin = field(/^Driver PIN/);
    expect(pin.readOnly).toBe(true);
    expect(screen.getByText('You can sign in with this PIN instead of your email.')).toBeTruthy();
    expect(document.title).toBe('Your details - Roadmark');
  });

  it("shows the server's names when the kept cache is out of date", async () => {
    const cache = new InMemoryCache();
    cache.writeQuery({ query: MyProfileQuery, data: { myProfile: { ...profile, firstName: 'Old' } } });
    renderWithProviders(<ProfileDetailsPage />, {
      path: '/profile/details',
      cache,
      mocks: [profileViewerMock(), myProfileMock(profile)],
    });
    await waitFor(() => expect(field(/^First name/).value).toBe('Sam'));
  });

  it('requires both names, on blur and on submit', async () => {
    renderPage([headerViewerMock('Sam', 'Driver'), profileViewerMock(), myProfileMock(profile)]);
    await screen.findByDisplayValue('123456');
    type(/^First name/, '  ');
    fireEvent.blur(field(/^First name/));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    type(/^Last name/, '');
    save();
    expect(await screen.findByText('Last name is required')).toBeTruthy();
    expect(field(/^Last name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('updates the profile, refreshes the header viewer and says so', async () => {
    renderPage([
      headerViewerMock('Sam', 'Driver'),
      headerViewerMock('Alex', 'Rider'),
      ...profileViewerBeforeAndAfterSave({ firstName: 'Sam', lastName: 'Driver' }),
      myProfileMock(profile),
      {
        request: {
          query: UpdateProfileMutation,
          variables: { model: { id: profile.id, firstName: 'Alex', lastName: 'Rider' } },
        },
        result: { data: { updateProfile: { ...profile, firstName: 'Alex', lastName: 'Rider' } } },
        delay: 20,
      },
    ]);
    await screen.findByDisplayValue('123456');
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Sam Driver'));
    type(/^First name/, ' Alex ');
    type(/^Last name/, 'Rider');
    save();
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    expect(await screen.findByText('Your details have been updated.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(field(/^First name/).value).toBe('Alex');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Alex Rider'));
  });

  it('creates the profile with a new id and the viewer id when there is none', async () => {
    renderPage([
      headerViewerMock('', ''),
      headerViewerMock('Alex', 'Rider'),
      ...profileViewerBeforeAndAfterSave({ firstName: '', lastName: '' }),
      myProfileMock(null),
      {
        request: {
          query: CreateProfileMutation,
          variables: (v: { model: { id: string; userId: string; firstName: string; lastName: string } }) =>
            v.model.id.length === 36 &&
            v.model.id !== profile.id &&
            v.model.userId === VIEWER_ID &&
            v.model.firstName === 'Alex' &&
            v.model.lastName === 'Rider',
        },
        result: {
          data: {
            createProfile: {
              ...profile,
              id: 'c0ffee00-0000-4000-8000-000000000001',
              firstName: 'Alex',
              lastName: 'Rider',
              uniqueDriverPin: '654321',
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(field(/^First name/).value).toBe(''));
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe(' '));
    expect(screen.queryByLabelText(/^Driver PIN/)).toBeNull();
    type(/^First name/, 'Alex');
    type(/^Last name/, 'Rider');
    save();
    expect(await screen.findByText('Your details have been updated.')).toBeTruthy();
    // The new profile is written to the cache, so the PIN shows and the next save updates.
    expect(await screen.findByDisplayValue('654321')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe('Alex Rider'));
  });

  it('shows server field errors on the field and in the alert', async () => {
    renderPage([
      headerViewerMock('Sam', 'Driver'),
      profileViewerMock(),
      myProfileMock(profile),
      {
        request: { query: UpdateProfileMutation, variables: () => true },
        result: {
          errors: [
            {
              message: 'Names must be at most 100 characters long',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ field: 'model.lastName', messageKey: 'validation.personNameTooLong', message: 'x' }],
              },
            },
          ],
        },
      },
    ]);
    await screen.findByDisplayValue('123456');
    type(/^Last name/, 'Long');
    save();
    await waitFor(() => expect(screen.getAllByText('Names must be at most 100 characters long')).toHaveLength(2));
    expect(field(/^Last name/).getAttribute('aria-invalid')).toBe('true');
  });
});
