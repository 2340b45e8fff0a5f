import { Image, Text } from '@mantine/core';
import type { PlayerQuestion, PlayerResponseEvent } from '@roadmark/domain/delivery/player-model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './question-pages.module.css';
import { VideoPlayer } from './video-player';

/**
 * The rule of the multiple-choice and sliding-scale video questions: the video plays once, without skipping ahead,
 * and the question and its answers appear when it has ended. A page opened again (Previous in training, a resumed
 * session) or already answered does not play it again: the answers show at once. What was true when the page opened
 * holds, so the video stays after the first answer.
 */
export function useVideoBeforeAnswers(question: PlayerQuestion, responses: PlayerResponseEvent[], revisited: boolean) {
  const [watchedBefore] = useState(() => revisited || responses.some((r) => r.questionId === question.id));
  const [ended, setEnded] = useState(false);
  const hasVideo = Boolean(question.videoUrl);
  return {
    videoShown: hasVideo && !watchedBefore,
    answersShown: !hasVideo || watchedBefore || ended,
    /** The video ended on this visit (not a page opened with its answers already showing). */
    endedNow: ended,
    onEnded: () => setEnded(true),
  };
}

export interface QuestionVideoProps {
  question: PlayerQuestion;
  videoShown: boolean;
  answersShown: boolean;
  onEnded: () => void;
}

/** The question's video (or, once watched, its still), with a note while the answers wait for the end. */
export function QuestionVideo({ question, videoShown, answersShown, onEnded }: QuestionVideoProps) {
  const { t } = useTranslation('session-player');
  if (!videoShown) {
    return question.imageUrl ? (
      <Image src={question.imageUrl} alt={t('video.still')} radius="sm" className={classes.picture} />
    ) : null;
  }
  return (
    <>
      <VideoPlayer
        src={question.videoUrl ?? ''}
        poster={question.imageUrl}
        label={t('video.label')}
        seeking="noSkipAhead"
        onEnded={onEnded}
      />
      {!answersShown && <Text c="dimmed">{t('video.answersAfterVideo')}</Text>}
    </>
  );
}
