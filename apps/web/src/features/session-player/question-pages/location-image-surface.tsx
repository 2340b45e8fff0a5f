import { type ImagePoint, imagePointFromScreen } from '@roadmark/domain/content/response-window-geometry';
import { type ImageSize, VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { useEffect, useRef, useState } from 'react';
import { crosshairAfterKey, IMAGE_CENTRE, type LocationClick, zoomedPictureWidth } from './location-clicks';
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
  /** Drawn larger than the screen, inside a scrolling area (see LocationZoomStage). */
  zoomed: boolean;
  overlay?: ReactNode;
  label: string;
  imageAlt: string;
  describedBy?: string;
  /** A click at `point` (virtual space) on the picture drawn at `drawn` CSS pixels. */
  onPoint: (point: ImagePoint, drawn: ImageSize) => void;
  onImageLoad: (size: ImageSize | null) => void;
  onImageError: () => void;
  ref?: Ref<HTMLDivElement>;
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;

/** The picture's box: fitted to the screen (and to its height on a wide one), or zoomed in. */
function frameStyle(shownSize: ImageSize, zoomed: boolean): CSSProperties {
  const aspectRatio = `${shownSize.width} / ${shownSize.height}`;
  if (zoomed) return { aspectRatio, width: zoomedPictureWidth(shownSize) };
  const ratio = shownSize.width / shownSize.height;
  return { aspectRatio, maxWidth: `max(20rem, calc((100dvh - 14rem) * ${ratio}))` };
}

const drawnSize = (element: HTMLElement): ImageSize => {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
};

/**
 * A location question's picture in a box of its aspect ratio, each click drawn as a small numbered mark of a fixed
 * size on screen. A mouse click or tap reports the point in the 1920x1080 virtual space, measured on the picture as
 * drawn, so it is the same point at any zoom; with the keyboard, the arrow keys move a crosshair (shown while the
 * box has keyboard focus, and kept in view as it moves) and Enter or Space reports the point under it.
 */
export function LocationImageSurface({
  imageUrl,
  shownSize,
  clicks,
  active,
  concealed,
  zoomed,
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
  const crosshairRef = useRef<HTMLSpanElement>(null);
  const [keyMoves, setKeyMoves] = useState(0);

  useEffect(() => {
    if (keyMoves > 0) crosshairRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [keyMoves]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!active) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = imagePointFromScreen({ x: event.clientX, y: event.clientY }, box, VIRTUAL_IMAGE_SIZE);
    setCrosshair(point);
    onPoint(point, { width: box.width, height: box.height });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPoint(crosshair, drawnSize(event.currentTarget));
      return;
    }
    const next = crosshairAfterKey(crosshair, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setCrosshair(next);
    setKeyMoves((count) => count + 1);
  };

  return (
    <div className={classes.frame} style={frameStyle(shownSize, zoomed && !concealed)}>
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
          clicks.map((click, index) => (
            <span
              key={click.id}
              aria-hidden
              data-testid="location-click"
              className={classes.mark}
              style={{
                left: percent(click.x, VIRTUAL_IMAGE_SIZE.width),
                top: percent(click.y, VIRTUAL_IMAGE_SIZE.height),
              }}
            >
              <span className={classes.markNumber}>{index + 1}</span>
            </span>
          ))}
        {active && (
          <span
            ref={crosshairRef}
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
