import { DISCRIMINATION_GROUP_COLOURS } from '@roadmark/domain/content/response-windows';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  ResponseWindowEditor,
  type ResponseWindowEditorProps,
  type ResponseWindowItem,
} from './response-window-editor';

const first: ResponseWindowItem = {
  key: 'a',
  windowLeft: 100,
  windowTop: 100,
  windowRight: 180,
  windowBottom: 180,
  discriminationGroup: 0,
  label: 'Cyclist',
};
const second: ResponseWindowItem = {
  key: 'b',
  windowLeft: 1000,
  windowTop: 500,
  windowRight: 1100,
  windowBottom: 600,
  discriminationGroup: 3,
};

/** Renders the editor with the image drawn at 960x540 on screen, half the 1920x1080 virtual space. */
function renderEditor(props: Partial<ResponseWindowEditorProps> = {}) {
  const handlers = { onSelect: vi.fn(), onChange: vi.fn(), onAdd: vi.fn() };
  renderWithProviders(
    <ResponseWindowEditor
      imageUrl="/api/blobs/image-1"
      windows={[first, second]}
      selectedKey={null}
      {...handlers}
      {...props}
    />,
  );
  const surface = screen.getByRole('group', { name: 'Response windows' });
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 960, 540));
  return { surface, ...handlers };
}

const windowButton = (name: RegExp) => screen.getByRole('button', { name });
const pointer = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0 });

describe('ResponseWindowEditor', () => {
  it('shows each window in its group colour with its name and group as text', () => {
    renderEditor();
    const cyclist = windowButton(/^Cyclist, group 0/);
    const other = windowButton(/^Window 2, group 3/);
    expect(cyclist.style.borderColor || cyclist.style.border).toMatch(colourPattern(DISCRIMINATION_GROUP_COLOURS[0]));
    expect(other.style.borderColor || other.style.border).toMatch(colourPattern(DISCRIMINATION_GROUP_COLOURS[3]));
    expect(screen.getByText('Cyclist · group 0')).toBeTruthy();
    expect(screen.getByText('Window 2 · group 3')).toBeTruthy();
    expect(cyclist.getAttribute('aria-label')).toBe('Cyclist, group 0: left 100, top 100, right 180, bottom 180');
    expect(cyclist.style.left).toBe(`${(100 / 1920) * 100}%`);
    expect(cyclist.style.width).toBe(`${(80 / 1920) * 100}%`);
  });

  it('adds an 80x80 window centred where the image is clicked', () => {
    const { surface, onAdd } = renderEditor();
    fireEvent.pointerDown(surface, pointer(100, 50));
    fireEvent.pointerUp(surface, pointer(101, 51));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      windowLeft: 160,
      windowTop: 60,
      windowRight: 240,
      windowBottom: 140,
    });
  });

  it('keeps a window clicked near the edge inside the image', () => {
    const { surface, onAdd } = renderEditor();
    fireEvent.pointerDown(surface, pointer(959, 2));
    fireEvent.pointerUp(surface, pointer(959, 2));
    expect(onAdd).toHaveBeenCalledWith({ windowLeft: 1840, windowTop: 0, windowRight: 1920, windowBottom: 80 });
  });

  it('draws a window by dragging on the image, showing it while drawing', () => {
    const { surface, onAdd } = renderEditor();
    fireEvent.pointerDown(surface, pointer(300, 200));
    fireEvent.pointerMove(surface, pointer(200, 150));
    expect(screen.getByTestId('response-window-draft')).toBeTruthy();
    fireEvent.pointerUp(surface, pointer(100, 50));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith({
      windowLeft: 200,
      windowTop: 100,
      windowRight: 600,
      windowBottom: 400,
    });
    expect(screen.queryByTestId('response-window-draft')).toBeNull();
  });

  it('draws inside the image when the pointer leaves it', () => {
    const { surface, onAdd } = renderEditor();
    fireEvent.pointerDown(surface, pointer(900, 500));
    fireEvent.pointerMove(surface, pointer(2000, 900));
    fireEvent.pointerUp(surface, pointer(2000, 900));
    expect(onAdd).toHaveBeenCalledWith({ windowLeft: 1800, windowTop: 1000, windowRight: 1920, windowBottom: 1080 });
  });

  it('adds a centred window with the Add window button', () => {
    const { onAdd } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Add window' }));
    expect(onAdd).toHaveBeenCalledWith({ windowLeft: 920, windowTop: 500, windowRight: 1000, windowBottom: 580 });
  });

  it('moves a dragged window, reporting it once when the drag ends', () => {
    const { onChange, onSelect, onAdd } = renderEditor();
    const cyclist = windowButton(/^Cyclist/);
    fireEvent.pointerDown(cyclist, pointer(70, 70));
    expect(onSelect).toHaveBeenCalledWith('a');
    fireEvent.pointerMove(cyclist, pointer(80, 75));
    expect(cyclist.style.left).toBe(`${(120 / 1920) * 100}%`);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.pointerUp(cyclist, pointer(80, 75));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('a', {
      windowLeft: 120,
      windowTop: 110,
      windowRight: 200,
      windowBottom: 190,
    });
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('stops a moved window at the image edge', () => {
    const { onChange } = renderEditor();
    const cyclist = windowButton(/^Cyclist/);
    fireEvent.pointerDown(cyclist, pointer(70, 70));
    fireEvent.pointerMove(cyclist, pointer(-400, -400));
    fireEvent.pointerUp(cyclist, pointer(-400, -400));
    expect(onChange).toHaveBeenCalledWith('a', { windowLeft: 0, windowTop: 0, windowRight: 80, windowBottom: 80 });
  });

  it('changes nothing when a window is only clicked, or a drag is cancelled', () => {
    const { onChange } = renderEditor();
    const cyclist = windowButton(/^Cyclist/);
    fireEvent.pointerDown(cyclist, pointer(70, 70));
    fireEvent.pointerUp(cyclist, pointer(71, 70));
    fireEvent.pointerDown(cyclist, pointer(70, 70));
    fireEvent.pointerMove(cyclist, pointer(200, 200));
    fireEvent.pointerCancel(cyclist, pointer(200, 200));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('resizes the selected window by its handles, never below 5x5 nor outside the image', () => {
    const { onChange } = renderEditor({ selectedKey: 'a' });
    const handle = (name: string) => {
      const element = windowButton(/^Cyclist/).querySelector(`[data-handle="${name}"]`);
      if (!element) throw new Error(`no ${name} handle`);
      return element;
    };
    expect(windowButton(/^Window 2/).querySelector('[data-handle]')).toBeNull();

    fireEvent.pointerDown(handle('bottomRight'), pointer(90, 90));
    fireEvent.pointerMove(handle('bottomRight'), pointer(100, 95));
    fireEvent.pointerUp(handle('bottomRight'), pointer(100, 95));
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 100,
      windowRight: 200,
      windowBottom: 190,
    });

    fireEvent.pointerDown(handle('bottomRight'), pointer(90, 90));
    fireEvent.pointerMove(handle('bottomRight'), pointer(-300, -300));
    fireEvent.pointerUp(handle('bottomRight'), pointer(-300, -300));
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 100,
      windowRight: 105,
      windowBottom: 105,
    });

    fireEvent.pointerDown(handle('topLeft'), pointer(50, 50));
    fireEvent.pointerMove(handle('topLeft'), pointer(-900, -900));
    fireEvent.pointerUp(handle('topLeft'), pointer(-900, -900));
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 0,
      windowTop: 0,
      windowRight: 180,
      windowBottom: 180,
    });

    fireEvent.pointerDown(handle('right'), pointer(90, 70));
    fireEvent.pointerMove(handle('right'), pointer(5000, 5000));
    fireEvent.pointerUp(handle('right'), pointer(5000, 5000));
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 100,
      windowRight: 1920,
      windowBottom: 180,
    });
  });

  it('moves and resizes the focused window with the keyboard', () => {
    const { onChange, onSelect } = renderEditor({ selectedKey: 'a' });
    const other = windowButton(/^Window 2/);
    fireEvent.focus(other);
    expect(onSelect).toHaveBeenCalledWith('b');

    const cyclist = windowButton(/^Cyclist/);
    fireEvent.keyDown(cyclist, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 101,
      windowTop: 100,
      windowRight: 181,
      windowBottom: 180,
    });
    fireEvent.keyDown(cyclist, { key: 'ArrowUp', shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 90,
      windowRight: 180,
      windowBottom: 170,
    });
    fireEvent.keyDown(cyclist, { key: 'ArrowRight', altKey: true });
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 100,
      windowRight: 181,
      windowBottom: 180,
    });
    fireEvent.keyDown(cyclist, { key: 'ArrowDown', altKey: true, shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith('a', {
      windowLeft: 100,
      windowTop: 100,
      windowRight: 180,
      windowBottom: 190,
    });
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('does not move a window past the edge or shrink it below 5 with the keyboard', () => {
    const { onChange } = renderEditor({
      windows: [{ key: 'a', windowLeft: 0, windowTop: 0, windowRight: 5, windowBottom: 5, discriminationGroup: 1 }],
      selectedKey: 'a',
    });
    const window = windowButton(/^Window 1/);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'ArrowLeft', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowUp', ctrlKey: true });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses the known image size instead of the virtual space', () => {
    const { surface, onAdd } = renderEditor({ imageSize: { width: 640, height: 480 }, windows: [] });
    fireEvent.pointerDown(surface, pointer(480, 270));
    fireEvent.pointerUp(surface, pointer(480, 270));
    expect(onAdd).toHaveBeenCalledWith({ windowLeft: 280, windowTop: 200, windowRight: 360, windowBottom: 280 });
  });

  it('changes nothing while disabled', () => {
    const { surface, onAdd, onChange } = renderEditor({ disabled: true, selectedKey: 'a' });
    fireEvent.pointerDown(surface, pointer(500, 300));
    fireEvent.pointerUp(surface, pointer(500, 300));
    const cyclist = windowButton(/^Cyclist/);
    fireEvent.keyDown(cyclist, { key: 'ArrowRight' });
    expect(cyclist.getAttribute('tabindex')).toBe('-1');
    expect(cyclist.querySelector('[data-handle]')).toBeNull();
    expect(onAdd).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Add window' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

/** The colour as hex or as the rgb() a DOM may normalise it to. */
function colourPattern(hex: string): RegExp {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return new RegExp(`${hex}|rgb\\(${r}, ${g}, ${b}\\)`, 'i');
}
