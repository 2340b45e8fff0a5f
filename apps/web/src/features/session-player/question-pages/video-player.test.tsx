import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VideoPlayer } from './video-player';

function renderPlayer() {
  renderWithProviders(<VideoPlayer src="/api/blobs/clip" label="Question video" seeking="none" />);
  const video = screen.getByLabelText('Question video') as HTMLVideoElement;
  // The player: the video's frame and the controls below it.
  const player = video.parentElement?.parentElement as HTMLElement;
  return { video, player };
}

function metadataIn(video: HTMLVideoElement, videoWidth: number, videoHeight: number) {
  Object.defineProperty(video, 'videoWidth', { configurable: true, value: videoWidth });
  Object.defineProperty(video, 'videoHeight', { configurable: true, value: videoHeight });
  fireEvent.loadedMetadata(video);
}

describe('VideoPlayer', () => {
  it('is drawn no wider than the video itself once its size is known', () => {
    const { video, player } = renderPlayer();
    expect(player.contains(screen.getByRole('button', { name: 'Play video' }))).toBe(true);
    expect(player.style.maxWidth).toBe('');
    metadataIn(video, 640, 360);
    expect(player.style.maxWidth).toBe('640px');
  });

  it('is not capped when the video reports no size', () => {
    const { video, player } = renderPlayer();
    metadataIn(video, 0, 0);
    expect(player.style.maxWidth).toBe('');
  });
});
