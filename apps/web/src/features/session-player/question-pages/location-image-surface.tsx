import { type ImagePoint, imagePointFromScreen } from '@roadmark/domain/content/response-window-geometry';
import { type ImageSize, VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useState } from 'react';
import {
  CLICK_CIRCLE_OPACITY,
  CLICK_CIRCLE_SIZE,
  crosshairAfterKey,
  IMAGE_CENTRE,
  type LocationClick,
} from './location-clicks';
import classes from './location-page.module.css';

export interface LocationImageSurfaceProps {
  imageUrl: string | null;
  /** The picture's own size, for its aspect ratio; clicks always use the 1920x1080 virtual space. */
  shownSize: ImageSize;
  clicks: readonly LocationClick[];
  /** Clicks and keys are taken only while the question runs. */
  active: boolean;
  /** Before Start the picture loads but is not shown. */
  concealed: boolean;
  overlay?: ReactNode;
  label: string;
  imageAlt: string;
  describedBy?: string;
  onPoint: (point: ImagePoint) => void;
  onImageLoad: (size: ImageSize | null) => void;
  onImageError: () => void;
  ref?: Ref<HTMLDivElement>;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * A location question's picture in a box of its aspect ratio, its clicks drawn as 50x50 circles at half opacity.
 * A mouse click or tap reports the point in the 1920x1080 virtual space; with the keyboard, the arrow keys move a
 * crosshair (shown while the box has keyboard focus) and Enter or Space reports the point under it.
 */
export function LocationImageSurface({
  imageUrl,
  shownSize,
  clicks,
  active,
  concealed,
  overlay,
  label,
  imageAlt,
  describedBy,
  onPoint,
  onImageLoad,
  onImageError,
  ref,
}: LocationImageSurfaceProps) {
  const [crosshair, setCrosshair] = useState<ImagePoint>(IMAGE_CENTRE);
  const ratio = shownSize.width / shownSize.height;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!active) return;
    const point = imagePointFromScreen(
      { x: event.clientX, y: event.clientY },
      event.currentTarget.getBoundingClientRect(),
      VIRTUAL_IMAGE_SIZE,
    );
    setCrosshair(point);
    onPoint(point);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPoint(crosshair);
      return;
    }
    const next = crosshairAfterKey(crosshair, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setCrosshair(next);
  };

  return (
    <div
      className={classes.frame}
      style={{
        aspectRatio: `${shownSize.width} / ${shownSize.height}`,
        maxWidth: `max(20rem, calc((100dvh - 14rem) * ${ratio}))`,
      }}
    >
      <div
        ref={ref}
        role="application"
        aria-label={label}
        aria-describedby={describedBy}
        aria-disabled={!active}
        aria-hidden={concealed || undefined}
        tabIndex={concealed ? -1 : 0}
        className={`${classes.surface} ${active ? classes.active : ''}`}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {imageUrl && (
          <img
            src={imageUrl}
            alt={imageAlt}
            draggable={false}
            className={`${classes.image} ${concealed ? classes.concealed : ''}`}
            onLoad={(event) => {
              const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
              onImageLoad(width > 0 && height > 0 ? { width, height } : null);
            }}
            onError={onImageError}
          />
        )}
        {!concealed &&
          clicks.map((click) => (
            <span
              key={click.id}
              aria-hidden
              data-testid="location-click"
              className={classes.circle}
              style={{
                left: percent(click.x - CLICK_CIRCLE_SIZE / 2, VIRTUAL_IMAGE_SIZE.width),
                top: percent(click.y - CLICK_CIRCLE_SIZE / 2, VIRTUAL_IMAGE_SIZE.height),
                width: percent(CLICK_CIRCLE_SIZE, VIRTUAL_IMAGE_SIZE.width),
                height: percent(CLICK_CIRCLE_SIZE, VIRTUAL_IMAGE_SIZE.height),
                opacity: CLICK_CIRCLE_OPACITY,
              }}
            />
          ))}
        {active && (
          <span
            aria-hidden
            data-testid="location-crosshair"
            className={classes.crosshair}
            style={{
              left: percent(crosshair.x, VIRTUAL_IMAGE_SIZE.width),
              top: percent(crosshair.y, VIRTUAL_IMAGE_SIZE.height),
            }}
          />
        )}
      </div>
      {overlay && <div className={classes.overlay}>{overlay}</div>}
    </div>
  );
}
