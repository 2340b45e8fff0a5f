import { InMemoryCache } from '@apollo/client';
import { Role } from '@roadmark/domain/roles';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaUploadField } from '../features/questions/components/media-upload-field';
import { renderWithProviders } from '../test/render';
import { believeViewer, testViewer } from '../test/viewer-mocks';

function renderField(roles: Role[] | null) {
  const cache = new InMemoryCache();
  if (roles) believeViewer(cache, testViewer({ roles }));
  return renderWithProviders(
    <MediaUploadField kind="image" label="Question image" value={null} onChange={() => {}} />,
    {
      cache,
    },
  );
}

describe('useCanUpload', () => {
  it('shows the content media upload to a content author', () => {
    renderField([Role.Administration, Role.DriverManagement]);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
  });

  it.each([
    ['a driver', []],
    ['a manager', [Role.DriverManagement, Role.SubscriptionAdministration]],
  ] as const)('hides the content media upload from %s, whom the server would refuse', (_name, roles) => {
    renderField([...roles]);
    expect(screen.queryByRole('button', { name: 'Upload image' })).toBeNull();
  });

  it('shows the control while the viewer is not known yet: the server decides', () => {
    renderField(null);
    expect(screen.getByRole('button', { name: 'Upload image' })).toBeTruthy();
  });
});
