import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentUpload, stubUploads } from '../../../test/fake-upload-request';
import { renderWithProviders } from '../../../test/render';
import { MediaUploadField, type MediaUploadFieldProps, type MediaValue } from './media-upload-field';

afterEach(() => vi.unstubAllGlobals());

const video: MediaValue = { id: 'v1', url: '/api/blobs/v1', filename: 'junction.mp4' };

/** The field with its value held by the test, as a form would hold it. */
function Harness(
  props: Partial<MediaUploadFieldProps> & { initial?: MediaValue | null; onValue?: (v: unknown) => void },
) {
  const [value, setValue] = useState<MediaValue | null>(props.initial ?? null);
  return (
    <MediaUploadField
      kind="image"
      label="Question image"
      {...props}
      value={value}
      onChange={(blob) => {
        setValue(blob);
        props.onValue?.(blob);
      }}
    />
  );
}

function chooseFile(container: HTMLElement, index = 0, file = new File(['png'], 'road.png', { type: 'image/png' })) {
  const inputs = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
  const input = inputs[index];
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('MediaUploadField', () => {
  it('uploads an image as content, showing progress and then the preview', async () => {
    stubUploads();
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onValue={onValue} />);
    expect(screen.getByText('No image uploaded yet.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Question image' })).toBeTruthy();

    chooseFile(container);
    const request = await sentUpload();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/files/upload?purpose=content');
    expect((request.body as FormData).get('files')).toMatchObject({ name: 'road.png' });

    request.progress(40, 100);
    expect(await screen.findByText('Uploading: 40%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload image' }) as HTMLButtonElement).disabled).toBe(true);

    const blob = { id: 'b1', filename: 'road.png', mimeType: 'image/png', url: '/api/blobs/b1' };
    request.respond(200, [blob]);
    expect(await screen.findByRole('img', { name: 'Preview of Question image' })).toBeTruthy();
    expect(onValue).toHaveBeenCalledWith(blob);
    expect(screen.getByText('road.png')).toBeTruthy();
    expect(screen.queryByText(/Uploading/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy();
  });

  it('shows the server’s reason in plain words when an upload is refused, keeping the old file', async () => {
    stubUploads();
    const onValue = vi.fn();
    const initial = { id: 'old', filename: 'old.png' };
    const { container } = renderWithProviders(<Harness initial={initial} onValue={onValue} />);
    expect(screen.getByRole('img', { name: 'Preview of Question image' }).getAttribute('src')).toBe('/api/blobs/old');

    chooseFile(container);
    const request = await sentUpload();
    request.respond(415, {
      status: 415,
      title: 'Unsupported Media Type',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      messageKey: 'errors.fileTypeNotAccepted',
      params: { filename: 'road.png' },
    });
    expect(
      await screen.findByText(
        'road.png is not an image or video Roadmark accepts. Upload a PNG, JPEG, GIF, WebP or SVG image, or an MP4 or WebM video.',
      ),
    ).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Preview of Question image' })).toBeTruthy();
  });

  it('says when the server cannot be reached', async () => {
    stubUploads();
    const { container } = renderWithProviders(<Harness />);
    chooseFile(container);
    const request = await sentUpload();
    request.onerror?.();
    expect(await screen.findByText('Could not synchronize information with the cloud.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload image' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('removes the file', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness initial={{ id: 'b1', url: '/x.png' }} onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onValue).toHaveBeenCalledWith(null);
    expect(screen.getByText('No image uploaded yet.')).toBeTruthy();
  });

  it('previews a video with its thumbnail as the poster, the thumbnail uploaded in its own field', async () => {
    stubUploads();
    const onThumbnail = vi.fn();
    const { container } = renderWithProviders(
      <MediaUploadField
        kind="video"
        label="Video"
        value={video}
        onChange={() => {}}
        thumbnail={{ value: { id: 't1', url: '/api/blobs/t1' }, onChange: onThumbnail }}
      />,
    );
    const preview = screen.getByLabelText('Preview of Video') as HTMLVideoElement;
    expect(preview.tagName).toBe('VIDEO');
    expect(preview.getAttribute('src')).toBe('/api/blobs/v1');
    expect(preview.getAttribute('poster')).toBe('/api/blobs/t1');
    expect(screen.getByText('junction.mp4')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace video' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Thumbnail' })).toBeTruthy();
    const [videoInput, thumbnailInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]');
    expect(videoInput?.accept).toBe('video/mp4,video/webm');
    expect(thumbnailInput?.accept).toContain('image/png');

    chooseFile(container, 1);
    const request = await sentUpload();
    const blob = { id: 't2', filename: 'road.png', mimeType: 'image/png', url: '/api/blobs/t2' };
    request.respond(201, [blob]);
    await waitFor(() => expect(onThumbnail).toHaveBeenCalledWith(blob));
  });
});
