import { Alert, Box, Button, Group, Progress, Stack } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './question-pages.module.css';

/**
 * How far a driver may move the video: `free` (native controls, learning pages), `noSkipAhead` (back to anywhere
 * already played, never beyond the furthest time played) or `none` (the video only plays forward, for a
 * response-time question, where a seek would change the video time the clicks are scored by).
 */
export type VideoSeeking = 'free' | 'noSkipAhead' | 'none';

export interface VideoPlayerProps {
  src: string;
  /** The still shown before the video plays. */
  poster?: string | null;
  /** The video's accessible name. */
  label: string;
  seeking: VideoSeeking;
  /** With restricted seeking: whether the driver may pause (a response-time video only resumes after the browser paused it). */
  allowPause?: boolean;
  onPlay?: () => void;
  onEnded?: () => void;
  /** Laid over the video once it has started (restricted seeking only), e.g. the response-time click area. */
  overlay?: ReactNode;
  videoRef?: Ref<HTMLVideoElement>;
}

/** A seek to within this many seconds of the allowed time is the player's own correction, or harmless. */
const SEEK_TOLERANCE_SECONDS = 0.05;

/**
 * A question's video. With restricted seeking it has no native controls (their seek bar would invite a skip) but a
 * Play button, a read-only progress bar and, where allowed, Pause; any seek that still happens (keyboard shortcuts,
 * controls shown from the browser's context menu, media keys) is put back on the 'seeking' event, and the playback
 * rate is held at 1. It plays once: there is no replay after it ends. It is never drawn wider than its own width (a
 * small video stretched across a laptop's screen blurs), which is known once its metadata is in: its size before
 * that is the poster's, which may differ, and would make the video change size when it starts.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  seeking,
  allowPause = true,
  onPlay,
  onEnded,
  overlay,
  videoRef,
}: VideoPlayerProps) {
  const { t } = useTranslation('session-player');
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = useMergedRef(ownRef, videoRef);
  const lastTime = useRef(0);
  const furthestTime = useRef(0);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(true);
  const [ended, setEnded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [percent, setPercent] = useState(0);
  const [ownWidth, setOwnWidth] = useState<number | null>(null);
  const restricted = seeking !== 'free';

  const readTime = (video: HTMLVideoElement) => {
    if (!video.seeking) {
      lastTime.current = video.currentTime;
      furthestTime.current = Math.max(furthestTime.current, video.currentTime);
    }
    if (Number.isFinite(video.duration) && video.duration > 0) {
      setPercent(Math.min(100, Math.round((100 * video.currentTime) / video.duration)));
    }
  };

  const holdPosition = (video: HTMLVideoElement) => {
    if (seeking === 'free') return;
    const allowed = seeking === 'none' ? lastTime.current : furthestTime.current;
    const tooFar = video.currentTime > allowed + SEEK_TOLERANCE_SECONDS;
    const back = seeking === 'none' && video.currentTime < allowed - SEEK_TOLERANCE_SECONDS;
    if (tooFar || back) video.currentTime = allowed;
  };

  const play = () => {
    setFailed(false);
    // A rejected play (a source that cannot play) also fires 'error', which shows the message.
    ownRef.current?.play()?.catch(() => undefined);
  };

  const retry = () => {
    setFailed(false);
    ownRef.current?.load();
  };

  const toggleLabel = !started ? t('video.play') : paused ? t('video.resume') : t('video.pause');
  const showToggle = restricted && !ended && (paused || allowPause);

  return (
    <Stack gap="xs" className={classes.player} style={ownWidth ? { maxWidth: `${ownWidth}px` } : undefined}>
      <Box className={classes.frame}>
        {/* biome-ignore lint/a11y/useMediaCaption: question videos carry no caption track; the content has none. */}
        <video
          ref={ref}
          className={classes.video}
          src={src}
          poster={poster ?? undefined}
          aria-label={label}
          preload="auto"
          playsInline
          controls={!restricted}
          controlsList={restricted ? 'nodownload noplaybackrate noremoteplayback' : 'nodownload'}
          disablePictureInPicture={restricted}
          onContextMenu={restricted ? (event) => event.preventDefault() : undefined}
          onPlay={() => {
            setStarted(true);
            setPaused(false);
            onPlay?.();
          }}
          onPause={() => setPaused(true)}
          onEnded={() => {
            setEnded(true);
            setPaused(true);
            setPercent(100);
            onEnded?.();
          }}
          onTimeUpdate={(event) => readTime(event.currentTarget)}
          onSeeking={(event) => holdPosition(event.currentTarget)}
          onRateChange={(event) => {
            if (restricted && event.currentTarget.playbackRate !== 1) event.currentTarget.playbackRate = 1;
          }}
          onLoadedMetadata={(event) => setOwnWidth(event.currentTarget.videoWidth || null)}
          onError={() => setFailed(true)}
        />
        {restricted && started && !ended && overlay}
      </Box>
      {restricted && (
        <Group gap="sm" wrap="nowrap">
          {showToggle && (
            <Button
              variant={started ? 'default' : 'filled'}
              leftSection={paused ? <IconPlayerPlay size={16} /> : <IconPlayerPause size={16} />}
              onClick={() => (paused ? play() : ownRef.current?.pause())}
            >
              {toggleLabel}
            </Button>
          )}
          <Progress.Root className={classes.progress} size="sm">
            <Progress.Section value={percent} aria-label={t('video.progress')} />
          </Progress.Root>
        </Group>
      )}
      {failed && (
        <Alert color="red" title={t('video.failed')}>
          <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={retry}>
            {t('video.retry')}
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
