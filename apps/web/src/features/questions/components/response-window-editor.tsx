import { Box, Button, Group, Stack, Text } from '@mantine/core';
import {
  type ImagePoint,
  imagePointFromScreen,
  moveResponseWindow,
  newResponseWindowAt,
  type ResizeHandle,
  resizeResponseWindow,
  responseWindowBetween,
  type ScreenBox,
} from '@roadmark/domain/content/response-window-geometry';
import {
  type ImageSize,
  newResponseWindow,
  type ResponseWindow,
  VIRTUAL_IMAGE_SIZE,
} from '@roadmark/domain/content/response-windows';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentPlacement, ResponseWindowBox } from './response-window-box';
import { responseWindowAfterKey, sameResponseWindow } from './response-window-keys';

/** A window as the editor shows it: its rectangle in image coordinates, its group and an optional name. */
export interface ResponseWindowItem extends ResponseWindow {
  key: string;
  discriminationGroup?: number | null;
  label?: string;
}

export interface ResponseWindowEditorProps {
  imageUrl: string;
  /** The image's real size; when unknown, windows use the 1920x1080 virtual space. */
  imageSize?: ImageSize | null;
  windows: readonly ResponseWindowItem[];
  selectedKey: string | null;
  onSelect: (key: string) => void;
  /** A window moved or resized (once, when the drag ends, or per key press). */
  onChange: (key: string, rect: ResponseWindow) => void;
  /** A window drawn on the image, clicked into place (80x80), or added with the Add window button. */
  onAdd: (rect: ResponseWindow) => void;
  disabled?: boolean;
  imageAlt?: string;
}

/** How far (screen pixels) the pointer must travel before a press on the image becomes a drag. */
const DRAG_THRESHOLD = 4;

type Gesture =
  | { kind: 'draw'; start: ImagePoint }
  | { kind: 'move'; key: string; original: ResponseWindow }
  | { kind: 'resize'; key: string; handle: ResizeHandle; original: ResponseWindow };

interface ActiveGesture {
  gesture: Gesture;
  pointerId: number;
  box: ScreenBox;
  startClient: { x: number; y: number };
  dragged: boolean;
}

/**
 * Response windows (docs/product/content.md#response-windows): rectangles over a location question's image, coloured by
 * discrimination group. Drag on the image to draw a window, or click to add an 80x80 one; drag a window to move it and
 * its handles to resize it. Focused windows move with the arrow keys (Shift: 10) and resize with Alt+arrows. Windows
 * never leave the image and never get smaller than 5x5. Controlled: changes are reported, never kept.
 */
export function ResponseWindowEditor({
  imageUrl,
  imageSize,
  windows,
  selectedKey,
  onSelect,
  onChange,
  onAdd,
  disabled = false,
  imageAlt,
}: ResponseWindowEditorProps) {
  const { t } = useTranslation('questions');
  const helpId = useId();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const active = useRef<ActiveGesture | null>(null);
  const [preview, setPreview] = useState<{ key: string | null; rect: ResponseWindow } | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const [naturalSize, setNaturalSize] = useState<ImageSize | null>(null);
  const image = imageSize ?? VIRTUAL_IMAGE_SIZE;
  const shownSize = imageSize ?? naturalSize ?? VIRTUAL_IMAGE_SIZE;

  const delta = (current: ActiveGesture, client: { x: number; y: number }): ImagePoint => ({
    x: current.box.width > 0 ? Math.round(((client.x - current.startClient.x) / current.box.width) * image.width) : 0,
    y:
      current.box.height > 0 ? Math.round(((client.y - current.startClient.y) / current.box.height) * image.height) : 0,
  });
  const pointAt = (box: ScreenBox, client: { x: number; y: number }): ImagePoint => {
    const point = imagePointFromScreen(client, box, image);
    return { x: Math.round(point.x), y: Math.round(point.y) };
  };

  const rectFor = (current: ActiveGesture, client: { x: number; y: number }): ResponseWindow => {
    const { gesture } = current;
    if (gesture.kind === 'draw') return responseWindowBetween(gesture.start, pointAt(current.box, client), image);
    if (gesture.kind === 'move') return moveResponseWindow(gesture.original, delta(current, client), image);
    return resizeResponseWindow(gesture.original, gesture.handle, delta(current, client), image);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const surface = surfaceRef.current;
    if (disabled || !surface || event.button !== 0 || active.current) return;
    const target = event.target as HTMLElement;
    const box = surface.getBoundingClientRect();
    const client = { x: event.clientX, y: event.clientY };
    const windowElement = target.closest<HTMLElement>('[data-window-key]');
    const key = windowElement?.dataset.windowKey;
    const item = key === undefined ? undefined : windows.find((w) => w.key === key);
    let gesture: Gesture;
    if (item) {
      windowElement?.focus();
      const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle as ResizeHandle | undefined;
      gesture = handle
        ? { kind: 'resize', key: item.key, handle, original: item }
        : { kind: 'move', key: item.key, original: item };
    } else {
      gesture = { kind: 'draw', start: pointAt(box, client) };
    }
    event.preventDefault();
    surface.setPointerCapture?.(event.pointerId);
    active.current = { gesture, pointerId: event.pointerId, box, startClient: client, dragged: false };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = active.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const client = { x: event.clientX, y: event.clientY };
    const distance = Math.max(Math.abs(client.x - current.startClient.x), Math.abs(client.y - current.startClient.y));
    if (!current.dragged && distance < DRAG_THRESHOLD) return;
    current.dragged = true;
    const key = current.gesture.kind === 'draw' ? null : current.gesture.key;
    setPreview({ key, rect: rectFor(current, client) });
  };

  const endGesture = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const current = active.current;
    if (!current || event.pointerId !== current.pointerId) return;
    active.current = null;
    setPreview(null);
    if (surfaceRef.current?.hasPointerCapture?.(event.pointerId)) {
      surfaceRef.current.releasePointerCapture(event.pointerId);
    }
    if (!commit) return;
    const { gesture } = current;
    if (gesture.kind === 'draw') {
      onAdd(
        current.dragged
          ? rectFor(current, { x: event.clientX, y: event.clientY })
          : newResponseWindowAt(gesture.start, image),
      );
      return;
    }
    if (!current.dragged) return;
    const rect = rectFor(current, { x: event.clientX, y: event.clientY });
    if (!sameResponseWindow(rect, gesture.original)) onChange(gesture.key, rect);
  };

  const onKeyDown = (item: ResponseWindowItem, event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(item.key);
      return;
    }
    const next = responseWindowAfterKey(item, event, image);
    if (!next) return;
    event.preventDefault();
    if (item.key !== selectedKey) onSelect(item.key);
    if (!sameResponseWindow(next, item)) onChange(item.key, next);
  };

  return (
    <Stack gap="xs">
      <Box
        ref={surfaceRef}
        role="group"
        aria-label={t('responseWindows.surface')}
        aria-describedby={helpId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endGesture(event, true)}
        onPointerCancel={(event) => endGesture(event, false)}
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${shownSize.width} / ${shownSize.height}`,
          userSelect: 'none',
          touchAction: 'none',
          cursor: disabled ? 'default' : 'crosshair',
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        <img
          src={imageUrl}
          alt={imageAlt ?? t('responseWindows.imageAlt')}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            if (width > 0 && height > 0) setNaturalSize({ width, height });
          }}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'fill' }}
        />
        {windows.map((item, index) => (
          <ResponseWindowBox
            key={item.key}
            windowKey={item.key}
            name={item.label?.trim() || t('responseWindows.defaultName', { number: index + 1 })}
            rect={preview && preview.key === item.key ? preview.rect : item}
            discriminationGroup={item.discriminationGroup}
            image={image}
            selected={item.key === selectedKey}
            focused={item.key === focusedKey}
            disabled={disabled}
            describedBy={helpId}
            onFocus={() => {
              setFocusedKey(item.key);
              if (!disabled && item.key !== selectedKey) onSelect(item.key);
            }}
            onBlur={() => setFocusedKey((key) => (key === item.key ? null : key))}
            onKeyDown={(event) => onKeyDown(item, event)}
          />
        ))}
        {preview && preview.key === null && (
          <div
            data-testid="response-window-draft"
            aria-hidden
            style={{
              ...percentPlacement(preview.rect, image),
              boxSizing: 'border-box',
              border: '2px dashed #000',
              boxShadow: '0 0 0 2px #fff',
              zIndex: 3,
            }}
          />
        )}
      </Box>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text id={helpId} size="xs" c="dimmed">
          {t('responseWindows.help')}
        </Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onAdd(newResponseWindow(image))}
          disabled={disabled}
          style={{ flexShrink: 0 }}
        >
          {t('responseWindows.add')}
        </Button>
      </Group>
    </Stack>
  );
}
