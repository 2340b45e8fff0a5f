import { Role } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useViewer } from '../../app/session/use-viewer';
import { renderWithProviders } from '../../test/render';
import { testViewer, viewerAnswer } from '../../test/viewer-mocks';
import { ManagedSubscriptionNotice } from './managed-subscription-notice';

/** Shows once the viewer's answer is in, so a test can tell "nothing shown" from "not answered yet". */
function ViewerName() {
  const { viewer } = useViewer();
  return viewer ? <p>Signed in: {viewer.firstName}</p> : null;
}

const staffRoles = [Role.Administration, Role.SubscriptionAdministration, Role.DriverManagement];

function renderNotice(viewer: ReturnType<typeof testViewer>) {
  return renderWithProviders(<ManagedSubscriptionNotice />, { path: '/manage/drivers', mocks: [viewerAnswer(viewer)] });
}

describe('ManagedSubscriptionNotice', () => {
  it("names a customer's own subscription to its manager", async () => {
    renderNotice(testViewer({ roles: [Role.DriverManagement] }));
    expect(await screen.findByText('You are managing Acme.')).toBeTruthy();
  });

  it("tells staff in the provider's own subscription that its people are the provider's", async () => {
    const staff = testViewer({ roles: staffRoles });
    renderNotice({
      ...staff,
      subscription: { ...staff.subscription, id: PROVIDER_SUBSCRIPTION_ID, companyName: 'Roadmark' },
    });
    expect(
      await screen.findByText(
        'You are managing Roadmark, the provider’s own subscription: the people you add here are the provider’s. To manage a customer’s subscription, open it from Administration.',
      ),
    ).toBeTruthy();
  });

  it('says nothing while staff manage a customer: the emulation banner names it', async () => {
    const staff = testViewer({ roles: staffRoles, emulatedSubscriptionId: '9b2f0c1e-0000-4000-8000-000000000001' });
    renderWithProviders(
      <>
        <ViewerName />
        <ManagedSubscriptionNotice />
      </>,
      { path: '/manage/drivers', mocks: [viewerAnswer(staff)] },
    );
    expect(await screen.findByText('Signed in: Sam')).toBeTruthy();
    expect(screen.queryByText(/You are managing/)).toBeNull();
  });
});
