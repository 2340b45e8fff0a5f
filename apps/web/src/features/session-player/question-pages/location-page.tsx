import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ImagePoint } from '@roadmark/domain/content/response-window-geometry';
import { type ImageSize, VIRTUAL_IMAGE_SIZE } from '@roadmark/domain/content/response-windows';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { exceedsMaximumClicks } from '@roadmark/domain/scoring/maximum-clicks';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { announcesRemaining, clickAt, locationClicks, roundedPoint } from './location-clicks';
import { LocationCountdown } from './location-countdown';
import { LocationImageSurface } from './location-image-surface';
import { LocationZoomStage } from './location-zoom-stage';
import { pageResponseEvent } from './page-response-event';
import { QuestionText } from './question-text';
import { useCountdown } from './use-countdown';

type Phase = 'waiting' | 'running' | 'ended';
type EndReason = 'timeUp' | 'finished' | 'revisited';

/**
 * Location response and location discrimination on a picture (they differ only in how the server scores them).
 * docs/product/sessions.md#the-player: a Start overlay must be pressed first; then the picture shows, the time counts
 * down per second (danger style below 10 s) and the page ends at zero, taking no more clicks. Each click adds a
 * response at its 1920x1080 virtual position, drawn as a small numbered mark; clicking a mark takes that click back.
 * Over maximumClicks (0: no limit) the page warns; the server adds and removes the failure record. 'I have finished'
 * ends the page early. A time limit of 0 means no countdown. Revisited pages show the clicks read-only. On a small
 * screen a hazard is too small to hit, so the picture can be zoomed in, before Start or while clicking; the end of the
 * page zooms out again, to the message and the Next button.
 */
export function LocationPage({ presented, responses, onChange, onComplete, revisited }: QuestionPageProps) {
  const { t } = useTranslation('session-player');
  const { question } = presented;
  const limit = question.timeLimitSeconds;
  const timed = limit > 0;
  const [phase, setPhase] = useState<Phase>(revisited ? 'ended' : 'waiting');
  const [endReason, setEndReason] = useState<EndReason | null>(revisited ? 'revisited' : null);
  const [imageReady, setImageReady] = useState(!question.imageUrl);
  const [imageFailed, setImageFailed] = useState(false);
  const [naturalSize, setNaturalSize] = useState<ImageSize | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [zoomed, setZoomed] = useState(false);
  const surfaceRef = useRef<HTMLDivElement>(null);
  const helpId = useId();
  const completed = useRef(false);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;

  const complete = useCallback(() => {
    if (completed.current) return;
    completed.current = true;
    onCompleteRef.current();
  }, []);
  const end = (reason: EndReason) => {
    setPhase('ended');
    setZoomed(false);
    setEndReason(reason);
    complete();
  };

  useEffect(() => {
    if (revisited) complete();
  }, [revisited, complete]);

  const remaining = useCountdown(limit, timed && phase === 'running', () => {
    end('timeUp');
    setAnnouncement(t('location.timeUp'));
  });
  useEffect(() => {
    if (phase === 'running' && announcesRemaining(remaining, limit)) {
      setAnnouncement(t('location.secondsLeft', { count: remaining }));
    }
  }, [phase, remaining, limit, t]);

  useEffect(() => {
    // Start is on the picture, so it is in view already; zoomed in, the view opens at the picture's middle instead.
    if (phase === 'running') surfaceRef.current?.focus({ preventScroll: true });
  }, [phase]);

  const clicks = useMemo(() => locationClicks(question.id, responses), [question.id, responses]);
  const overLimit = exceedsMaximumClicks(clicks.length, question.maximumClicks);

  const onPoint = (point: ImagePoint, drawn: ImageSize) => {
    if (phase !== 'running') return;
    const hit = clickAt(clicks, point, drawn);
    if (hit) {
      onChange({ added: [], removed: [hit.id] });
      return;
    }
    const at = roundedPoint(point);
    onChange({
      added: [pageResponseEvent(presented, question.id, { clickPositionX: at.x, clickPositionY: at.y })],
      removed: [],
    });
  };

  const overlay =
    phase === 'waiting' ? (
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Text>{timed ? t('location.startHint', { count: limit }) : t('location.startHintUntimed')}</Text>
        <Button onClick={() => setPhase('running')} disabled={!imageReady}>
          {t('location.start')}
        </Button>
        {!imageReady && (
          <Text size="sm" c="dimmed">
            {t('location.loadingImage')}
          </Text>
        )}
      </Stack>
    ) : undefined;

  const zoomToggle = question.imageUrl && !imageFailed && (
    <Button
      variant="default"
      data-autofocus
      leftSection={zoomed ? <IconZoomOut size={18} aria-hidden /> : <IconZoomIn size={18} aria-hidden />}
      onClick={() => setZoomed((current) => !current)}
    >
      {zoomed ? t('location.zoomOut') : t('location.zoomIn')}
    </Button>
  );

  return (
    <Stack gap="md">
      <RichTextView html={question.preQuestionText} />
      <QuestionText question={question} />
      {imageFailed && (
        <Alert color="red" variant="light">
          {t('location.imageError')}
        </Alert>
      )}
      <LocationZoomStage
        zoomed={zoomed}
        pictureShown={phase !== 'waiting'}
        label={t('location.zoomedLabel')}
        onLeave={() => setZoomed(false)}
        header={
          <>
            <Group justify="space-between" gap="sm">
              {timed && endReason !== 'revisited' ? <LocationCountdown remaining={remaining} /> : <span />}
              <Group gap="sm">
                <Text aria-live="polite" aria-atomic>
                  {question.maximumClicks > 0
                    ? t('location.clicksOfMaximum', { count: clicks.length, maximum: question.maximumClicks })
                    : t('location.clicks', { count: clicks.length })}
                </Text>
                {zoomToggle}
              </Group>
            </Group>
            {overLimit && (
              <Alert color="red" variant="light">
                {t('location.maximumClicksExceeded')}
              </Alert>
            )}
          </>
        }
        footer={
          <>
            {phase === 'running' && (
              <Group>
                <Button variant="default" onClick={() => end('finished')}>
                  {t('location.finish')}
                </Button>
              </Group>
            )}
            <VisuallyHidden aria-live="polite" aria-atomic data-testid="location-announcement">
              {announcement}
            </VisuallyHidden>
          </>
        }
      >
        <LocationImageSurface
          ref={surfaceRef}
          imageUrl={question.imageUrl}
          shownSize={naturalSize ?? VIRTUAL_IMAGE_SIZE}
          clicks={clicks}
          active={phase === 'running'}
          concealed={phase === 'waiting'}
          zoomed={zoomed}
          overlay={overlay}
          label={t('location.surface')}
          imageAlt={t('location.imageAlt')}
          describedBy={helpId}
          onPoint={onPoint}
          onImageLoad={(size) => {
            setNaturalSize(size);
            setImageReady(true);
          }}
          onImageError={() => {
            setImageFailed(true);
            setImageReady(true);
          }}
        />
      </LocationZoomStage>
      <Text id={helpId} size="sm" c="dimmed">
        {t('location.help')}
      </Text>
      {endReason && <Text fw={500}>{t(`location.ended.${endReason}`)}</Text>}
    </Stack>
  );
}
