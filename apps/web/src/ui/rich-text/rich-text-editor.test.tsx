import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { sentUpload, stubUploads } from '../../test/fake-upload-request';
import { typeRichText } from '../../test/type-rich-text';
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';

type EditorProps = Partial<RichTextEditorProps> & { initial?: string; changes?: string[] };

/** The editor under a parent that keeps its value, recording every change. */
function Controlled({ initial = '', changes = [], ...props }: EditorProps) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Introduction"
      value={value}
      onChange={(html) => {
        changes.push(html);
        setValue(html);
      }}
      {...props}
    />
  );
}

function renderEditor(props: EditorProps = {}): { changes: string[]; rerender: (ui: ReactNode) => void } {
  const changes = props.changes ?? [];
  const { rerender } = render(
    <MantineProvider theme={theme} env="test">
      <Controlled {...props} changes={changes} />
    </MantineProvider>,
  );
  return {
    changes,
    rerender: (ui) =>
      rerender(
        <MantineProvider theme={theme} env="test">
          {ui}
        </MantineProvider>,
      ),
  };
}

const editable = () => screen.getByRole('textbox', { name: 'Introduction' });

const typeInto = (text: string) => typeRichText(editable(), text);

function pickFile(file: File) {
  const input = screen.getByRole('button', { name: 'Insert image' }).parentElement?.querySelector('input[type=file]');
  if (!input) throw new Error('No file input next to the image control');
  fireEvent.change(input, { target: { files: [file] } });
}

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

describe('RichTextEditor', () => {
  beforeEach(() => {
    stubUploads();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the value and reports what is typed as HTML', async () => {
    const { changes } = renderEditor({ initial: '<p>Before</p>' });
    expect(editable().innerHTML).toContain('Before');
    await typeInto('Check your mirrors');
    await waitFor(() => expect(changes.at(-1)).toBe('<p>Check your mirrors</p>'));
  });

  it('formats with the toolbar', async () => {
    const { changes } = renderEditor({ initial: '<p>Hazard</p>' });
    await typeInto('Hazard ahead');
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    await waitFor(() => expect(changes.at(-1)).toBe('<h2>Hazard ahead</h2>'));
  });

  it('reports an empty text as an empty string', async () => {
    const { changes } = renderEditor({ initial: '<p>Gone soon</p>' });
    await typeInto('');
    await waitFor(() => expect(changes.at(-1)).toBe(''));
  });

  it('shows a new value given from outside', () => {
    const { rerender } = renderEditor({ initial: '<p>Old</p>' });
    rerender(<RichTextEditor label="Introduction" value="<p>Loaded</p>" onChange={() => {}} />);
    expect(editable().textContent).toBe('Loaded');
  });

  it('names the editable area by its label and ties the description and error to it', () => {
    renderEditor({ id: 'intro', description: 'Shown first', error: 'Introduction is required', required: true });
    const area = editable();
    expect(area.id).toBe('intro');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-required')).toBe('true');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (area.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Introduction is required',
      'Shown first',
    ]);
  });

  it('cannot be changed when disabled', () => {
    renderEditor({ disabled: true, initial: '<p>Fixed</p>' });
    expect(editable().getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: 'Bold' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Embed video' }).hasAttribute('disabled')).toBe(true);
  });

  it("inserts an uploaded image as a link to the stored file's id", async () => {
    const { changes } = renderEditor();
    pickFile(photo());
    const upload = await sentUpload();
    expect(upload.url).toBe('/api/files/upload?purpose=content');
    expect(upload.body?.get('files')).toMatchObject({ name: 'photo.png' });
    act(() =>
      upload.respond(200, [
        { id: '7f9c0e1e-0000-4000-8000-000000000001', filename: 'photo.png', mimeType: 'image/png', url: '' },
      ]),
    );
    await waitFor(() =>
      expect(changes.at(-1)).toBe('<img src="/api/blobs/7f9c0e1e-0000-4000-8000-000000000001" alt="photo">'),
    );
  });

  it('says which image could not be uploaded, and stores nothing of it', async () => {
    const { changes } = renderEditor();
    pickFile(photo());
    const upload = await sentUpload();
    act(() => upload.respond(413, { status: 413, detail: 'The image is too large.' }));
    expect(await screen.findByText('Could not upload photo.png')).toBeTruthy();
    expect(changes.every((html) => !html.includes('<img'))).toBe(true);
    // The editor takes its new attributes on its own update, which can follow the message's render.
    await waitFor(() => expect(editable().getAttribute('aria-invalid')).toBe('true'));
  });

  it('inserts the player of a video link', async () => {
    const answer = {
      providerName: 'YouTube',
      type: 'video',
      title: 'Junction',
      embedUrl: 'https://www.youtube.com/embed/abc123?feature=oembed',
      width: 480,
      height: 270,
      thumbnailUrl: null,
    };
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(answer));
    const { changes } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Embed video' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Video link' }), {
      target: { value: 'https://youtu.be/abc123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    await waitFor(() => expect(changes.at(-1)).toContain('<iframe'));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/embeds/oembed?url=https%3A%2F%2Fyoutu.be%2Fabc123');
    expect(changes.at(-1)).toContain(
      '<div data-embed=""><iframe src="https://www.youtube.com/embed/abc123?feature=oembed" width="480" height="270" title="Junction (YouTube)"',
    );
  });

  it.each([
    [
      'the link is not recognised',
      () =>
        Response.json(
          { status: 404, code: 'NOT_FOUND', messageKey: 'errors.embedLinkNotRecognised', detail: 'server words' },
          { status: 404 },
        ),
      'This link was not recognised: use the address of a video or photo page from one of the providers listed.',
    ],
    [
      'the provider does not answer',
      () =>
        Response.json(
          { status: 502, code: 'UPSTREAM_FAILED', messageKey: 'errors.embedProviderDidNotAnswer', detail: 'x' },
          { status: 502 },
        ),
      "The video's provider did not answer. Try again in a moment.",
    ],
  ])('inserts nothing and says why under the link, kept to correct, when %s', async (_case, answer, message) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
    const { changes } = renderEditor({ initial: '<p>Intro</p>' });
    fireEvent.click(screen.getByRole('button', { name: 'Embed video' }));
    const link = screen.getByRole('textbox', { name: 'Video link' });
    fireEvent.change(link, { target: { value: 'https://videos.example/1?a=1&b=<2>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Embed' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Video link' })).toHaveProperty(
      'value',
      'https://videos.example/1?a=1&b=<2>',
    );
    expect(screen.getByRole('textbox', { name: 'Video link' }).getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
    expect(editable().querySelector('iframe')).toBeNull();

    // Editing the link clears the message.
    fireEvent.change(screen.getByRole('textbox', { name: 'Video link' }), { target: { value: 'https://youtu.be/x' } });
    expect(screen.queryByText(message)).toBeNull();
  });
});
