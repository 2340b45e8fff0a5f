import { useFocusTrap } from '@mantine/hooks';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import classes from './location-page.module.css';

export interface LocationZoomStageProps {
  zoomed: boolean;
  /** The picture shows (after Start): zooming in then opens it at its middle. */
  pictureShown: boolean;
  /** The zoomed view's accessible name. */
  label: string;
  onLeave: () => void;
  /** Above the picture: the countdown, the clicks and the zoom button, with any warning. */
  header: ReactNode;
  /** Below the picture: 'I have finished'. */
  footer?: ReactNode;
  /** The picture (LocationImageSurface). */
  children: ReactNode;
}

/**
 * A location question's picture with the controls that go with it. Zoomed in, the same elements (nothing is
 * mounted again, so the countdown, the clicks and the focus carry on) fill the screen as a modal view: the picture
 * in an area that scrolls both ways, opened at its middle; the controls above and below it. Tab stays inside, and
 * Escape leaves it.
 */
export function LocationZoomStage({
  zoomed,
  pictureShown,
  label,
  onLeave,
  header,
  footer,
  children,
}: LocationZoomStageProps) {
  const trapRef = useFocusTrap(zoomed);
  const viewportRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!zoomed || !pictureShown || !viewport) return;
    viewport.scrollLeft = (viewport.scrollWidth - viewport.clientWidth) / 2;
    viewport.scrollTop = (viewport.scrollHeight - viewport.clientHeight) / 2;
  }, [zoomed, pictureShown]);

  const onLeaveRef = useRef(onLeave);
  onLeaveRef.current = onLeave;
  useEffect(() => {
    if (!zoomed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onLeaveRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [zoomed]);

  const dialog = zoomed ? ({ role: 'dialog', 'aria-modal': true, 'aria-label': label } as const) : undefined;
  return (
    <div ref={trapRef} className={zoomed ? classes.zoomLayer : classes.stage} {...dialog}>
      {header}
      <div ref={viewportRef} className={zoomed ? classes.zoomViewport : undefined}>
        {children}
      </div>
      {footer}
    </div>
  );
}
