import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TimeWindowEditor, type TimeWindowEditorProps, type TimeWindowItem } from './time-window-editor';

const windows: TimeWindowItem[] = [
  { key: 'a', startResponseTimeSeconds: 1.5, endResponseTimeSeconds: 2.25, label: 'Pedestrian steps out' },
  { key: 'b', startResponseTimeSeconds: 4, endResponseTimeSeconds: 6 },
];

function renderEditor(props: Partial<TimeWindowEditorProps> = {}) {
  const handlers = { onSelect: vi.fn(), onChange: vi.fn() };
  renderWithProviders(
    <TimeWindowEditor videoUrl="/api/blobs/video-1" windows={windows} selectedKey="a" {...handlers} {...props} />,
  );
  const video = screen.getByLabelText('Question video') as HTMLVideoElement;
  return { video, ...handlers };
}

/** Plays the video to a time, as the browser reports it. */
function videoAt(video: HTMLVideoElement, seconds: number, duration = 12.5) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  video.currentTime = seconds;
  fireEvent.loadedMetadata(video);
  fireEvent.timeUpdate(video);
}

const field = (label: RegExp) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

describe('TimeWindowEditor', () => {
  it('shows the selected window in milliseconds, each also as hh:mm:ss.mmmm', () => {
    renderEditor();
    expect(screen.getByText('Pedestrian steps out', { selector: 'p' })).toBeTruthy();
    expect(field(/Start \(milliseconds\)/).value).toBe('1500');
    expect(field(/End \(milliseconds\)/).value).toBe('2250');
    expect(screen.getByText('00:00:01.5000')).toBeTruthy();
    expect(screen.getByText('00:00:02.2500')).toBeTruthy();
  });

  it('reports typed milliseconds as seconds', () => {
    const { onChange } = renderEditor();
    fireEvent.change(field(/Start \(milliseconds\)/), { target: { value: '1234' } });
    expect(onChange).toHaveBeenLastCalledWith('a', { startResponseTimeSeconds: 1.234, endResponseTimeSeconds: 2.25 });
    fireEvent.change(field(/End \(milliseconds\)/), { target: { value: '61001' } });
    expect(onChange).toHaveBeenLastCalledWith('a', { startResponseTimeSeconds: 1.5, endResponseTimeSeconds: 61.001 });
  });

  it('keeps an emptied field empty while typing without reporting a change', () => {
    const { onChange } = renderEditor();
    fireEvent.change(field(/Start/), { target: { value: '' } });
    expect(field(/Start/).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field(/Start/));
    expect(field(/Start/).value).toBe('1500');
  });

  it('sets the start and end from the video’s current time, to the millisecond', () => {
    const { video, onChange } = renderEditor();
    videoAt(video, 3.2104);
    expect(screen.getByTestId('current-time').textContent).toBe('00:00:03.2104');
    fireEvent.click(screen.getByRole('button', { name: 'Set start to current time' }));
    expect(onChange).toHaveBeenLastCalledWith('a', { startResponseTimeSeconds: 3.21, endResponseTimeSeconds: 2.25 });
    videoAt(video, 7.5);
    fireEvent.click(screen.getByRole('button', { name: 'Set end to current time' }));
    expect(onChange).toHaveBeenLastCalledWith('a', { startResponseTimeSeconds: 1.5, endResponseTimeSeconds: 7.5 });
  });

  it('says so when the end is before the start', () => {
    renderEditor({ windows: [{ key: 'a', startResponseTimeSeconds: 3, endResponseTimeSeconds: 2 }] });
    expect(screen.getByText('The end time cannot be before the start time')).toBeTruthy();
    expect(field(/End/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every window as a band on the timeline that selects it', () => {
    const { onSelect } = renderEditor();
    const timeline = screen.getByRole('group', { name: 'Time windows' });
    const band = screen.getByRole('button', { name: 'Window 2: 00:00:04.0000 to 00:00:06.0000' });
    expect(timeline.contains(band)).toBe(true);
    expect(band.getAttribute('aria-pressed')).toBe('false');
    expect(
      screen
        .getByRole('button', { name: 'Pedestrian steps out: 00:00:01.5000 to 00:00:02.2500' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(band);
    expect(onSelect).toHaveBeenCalledWith('b');
  });

  it('scrubs the video with the slider once its length is known', () => {
    const { video } = renderEditor();
    const slider = screen.getByRole('slider', { name: 'Video position' });
    videoAt(video, 1);
    expect(slider.getAttribute('aria-valuemax')).toBe('12500');
    expect(slider.getAttribute('aria-valuetext')).toBe('00:00:01.0000');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(video.currentTime).toBeCloseTo(1.01, 5);
    expect(screen.getByTestId('current-time').textContent).toBe('00:00:01.0100');
  });

  it('asks for a window to be selected when none is', () => {
    renderEditor({ selectedKey: null });
    expect(screen.getByText('Select a window on the timeline to edit its times.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set start to current time' })).toBeNull();
  });
});
