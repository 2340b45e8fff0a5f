import { Box, Image, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { FoldedInstructions } from './folded-instructions';
import { pageResponseEvent } from './page-response-event';
import classes from './question-pages.module.css';
import { useCompleteOnce } from './use-complete-once';
import { VideoPlayer } from './video-player';

/** The click indicator flashes for 200 ms. */
export const RESPONSE_FLASH_MS = 200;

/**
 * ResponseTimeVideo: after Play, every press on the video (mouse, touch, or Space/Enter on the focused
 * video area) while it plays records the video's current time; the server scores it against the response windows and
 * decides its part from that time. The video only plays forward (no seeking, no pause button) and the page is complete
 * when it ends. Each response flashes the video (200 ms) and is announced to screen readers. The instructions (the
 * pre-question text and how to respond) are folded under the question, so the video and its Play button show
 * without scrolling on a laptop.
 */
export function ResponseTimePage({ presented, responses, onChange, onComplete, revisited }: QuestionPageProps) {
  const { t } = useTranslation('session-player');
  const question = presented.question;
  const videoRef = useRef<HTMLVideoElement>(null);
  const areaRef = useRef<HTMLButtonElement>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [plays, setPlays] = useState(0);
  const [ended, setEnded] = useState(false);
  const [flash, setFlash] = useState<number | null>(null);
  const [recordedNow, setRecordedNow] = useState(0);
  const recordedCount = useRef(0);
  // Timed: a page opened again shows what was recorded and does not run the video again.
  const [readOnly] = useState(() => revisited || !question.videoUrl);
  const complete = useCompleteOnce(onComplete);
  const recordedBefore = responses.filter((r) => r.questionId === question.id && r.responseTimeSeconds !== null);

  useEffect(() => {
    if (readOnly) complete();
  }, [readOnly, complete]);

  // Space/Enter work at once: the click area takes the focus whenever the video (re)starts.
  useEffect(() => {
    if (plays > 0) areaRef.current?.focus();
  }, [plays]);

  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const record = () => {
    const video = videoRef.current;
    if (!video || video.paused || video.ended || ended) return;
    const event = pageResponseEvent(presented, question.id, { responseTimeSeconds: video.currentTime });
    onChange({ added: [event], removed: [] });
    recordedCount.current += 1;
    const number = recordedCount.current;
    setRecordedNow(number);
    setFlash(number);
    clearTimeout(flashTimer.current);
    flashTimer.current = setTimeout(() => setFlash(null), RESPONSE_FLASH_MS);
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    // The press, not the release: the time a driver reacts, without the click's delay.
    if (event.button === 0) record();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    // No click follows, and holding the key down is one response.
    event.preventDefault();
    if (!event.repeat) record();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click without a pointer press (detail 0) comes from assistive technology; pointer clicks were taken on press.
    if (event.detail === 0) record();
  };

  const overlay = (
    <UnstyledButton
      ref={areaRef}
      className={classes.responseArea}
      aria-label={t('video.responseArea')}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onClick={onClick}
    >
      {flash !== null && <Box key={flash} className={classes.flash} data-testid="response-flash" />}
    </UnstyledButton>
  );

  return (
    <Stack gap="md">
      <RichTextView html={question.questionText} />
      {(question.preQuestionText || !readOnly) && (
        <FoldedInstructions>
          <RichTextView html={question.preQuestionText} />
          {!readOnly && <Text c="dimmed">{t('video.responseInstruction')}</Text>}
        </FoldedInstructions>
      )}
      {readOnly ? (
        <>
          {question.imageUrl && (
            <Image src={question.imageUrl} alt={t('video.still')} radius="sm" className={classes.picture} />
          )}
          {revisited ? (
            <Text>
              {t('video.revisited')} {t('video.responsesRecorded', { count: recordedBefore.length })}
            </Text>
          ) : (
            <Text>{t('video.failed')}</Text>
          )}
        </>
      ) : (
        <>
          <VideoPlayer
            videoRef={videoRef}
            src={question.videoUrl ?? ''}
            poster={question.imageUrl}
            label={t('video.label')}
            seeking="none"
            allowPause={false}
            onPlay={() => setPlays((count) => count + 1)}
            onEnded={() => {
              setEnded(true);
              complete();
            }}
            overlay={overlay}
          />
          {ended && <Text>{t('video.responsesRecorded', { count: recordedNow })}</Text>}
        </>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {recordedNow > 0 && !ended ? t('video.responseRecorded', { number: recordedNow }) : ''}
      </VisuallyHidden>
    </Stack>
  );
}
