import { RESIZE_HANDLES, type ResizeHandle } from '@roadmark/domain/content/response-window-geometry';
import {
  discriminationGroupColour,
  discriminationGroupTextColour,
  type ImageSize,
  type ResponseWindow,
} from '@roadmark/domain/content/response-windows';
import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

const HANDLE_PLACES: Record<ResizeHandle, { left: string; top: string; cursor: CSSProperties['cursor'] }> = {
  topLeft: { left: '0%', top: '0%', cursor: 'nwse-resize' },
  top: { left: '50%', top: '0%', cursor: 'ns-resize' },
  topRight: { left: '100%', top: '0%', cursor: 'nesw-resize' },
  right: { left: '100%', top: '50%', cursor: 'ew-resize' },
  bottomRight: { left: '100%', top: '100%', cursor: 'nwse-resize' },
  bottom: { left: '50%', top: '100%', cursor: 'ns-resize' },
  bottomLeft: { left: '0%', top: '100%', cursor: 'nesw-resize' },
  left: { left: '0%', top: '50%', cursor: 'ew-resize' },
};

/** A rectangle in image coordinates as percentages of the drawn image, kept on the image. */
export function percentPlacement(rect: ResponseWindow, image: ImageSize): CSSProperties {
  const x = (value: number) => Math.min(Math.max(value, 0), image.width);
  const y = (value: number) => Math.min(Math.max(value, 0), image.height);
  const left = x(Math.min(rect.windowLeft, rect.windowRight));
  const right = x(Math.max(rect.windowLeft, rect.windowRight));
  const top = y(Math.min(rect.windowTop, rect.windowBottom));
  const bottom = y(Math.max(rect.windowTop, rect.windowBottom));
  return {
    position: 'absolute',
    left: `${(left / image.width) * 100}%`,
    top: `${(top / image.height) * 100}%`,
    width: `${((right - left) / image.width) * 100}%`,
    height: `${((bottom - top) / image.height) * 100}%`,
  };
}

export interface ResponseWindowBoxProps {
  windowKey: string;
  name: string;
  rect: ResponseWindow;
  discriminationGroup: number | null | undefined;
  image: ImageSize;
  selected: boolean;
  focused: boolean;
  disabled: boolean;
  describedBy: string;
  onFocus: () => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}

/**
 * One window over the image: a border in its group's colour with a black and white halo (so it shows on any
 * picture), a tag naming it and its group (so colour is not the only cue), and resize handles when selected.
 * Pointer gestures are handled by the editor's surface, which finds the window and handle by data attributes.
 */
export function ResponseWindowBox(props: ResponseWindowBoxProps) {
  const { t } = useTranslation('questions');
  const { rect, discriminationGroup: group, selected, focused, disabled } = props;
  const colour = discriminationGroupColour(group);
  const hasGroup = typeof group === 'number';
  const tag = hasGroup ? t('responseWindows.tag', { name: props.name, group }) : props.name;
  const position = {
    left: rect.windowLeft,
    top: rect.windowTop,
    right: rect.windowRight,
    bottom: rect.windowBottom,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a positioned overlay with child handles cannot be a <button>.
    <div
      data-window-key={props.windowKey}
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-pressed={selected}
      aria-disabled={disabled || undefined}
      aria-label={
        hasGroup
          ? t('responseWindows.windowLabel', { name: props.name, group, ...position })
          : t('responseWindows.windowLabelNoGroup', { name: props.name, ...position })
      }
      aria-describedby={props.describedBy}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
      onKeyDown={props.onKeyDown}
      style={{
        ...percentPlacement(rect, props.image),
        boxSizing: 'border-box',
        minWidth: 6,
        minHeight: 6,
        border: `3px solid ${colour}`,
        background: `${colour}${selected ? '40' : '1a'}`,
        boxShadow: focused ? '0 0 0 2px #fff, 0 0 0 5px #000' : '0 0 0 1px #000, inset 0 0 0 1px #fff',
        outline: 'none',
        cursor: disabled ? 'default' : 'move',
        zIndex: selected ? 2 : 1,
      }}
    >
      <span
        data-testid="response-window-tag"
        style={{
          position: 'absolute',
          left: -3,
          // Above the window, or inside it when the window touches the top of the image.
          ...(rect.windowTop < props.image.height * 0.05 ? { top: 0 } : { bottom: '100%' }),
          padding: '0 4px',
          fontSize: 12,
          lineHeight: '18px',
          whiteSpace: 'nowrap',
          background: colour,
          color: discriminationGroupTextColour(group),
          border: '1px solid #000',
        }}
      >
        {tag}
      </span>
      {selected &&
        !disabled &&
        RESIZE_HANDLES.map((handle) => (
          <span
            key={handle}
            data-handle={handle}
            aria-hidden
            style={{
              position: 'absolute',
              left: HANDLE_PLACES[handle].left,
              top: HANDLE_PLACES[handle].top,
              width: 24,
              height: 24,
              transform: 'translate(-50%, -50%)',
              display: 'grid',
              placeItems: 'center',
              cursor: HANDLE_PLACES[handle].cursor,
              touchAction: 'none',
            }}
          >
            <span style={{ width: 10, height: 10, background: '#fff', border: '2px solid #000' }} />
          </span>
        ))}
    </div>
  );
}
