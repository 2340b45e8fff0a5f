import { Image, Stack, Text } from '@mantine/core';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import classes from './question-pages.module.css';
import { useCompleteOnce } from './use-complete-once';
import { VideoPlayer } from './video-player';

/**
 * Learning and information pages (LearningVideo/Image/Text, InformationVideo/Image/Text): their text with the video,
 * the picture or nothing more. Nothing is answered or scored. A video page is complete when the video ends (its
 * controls are the browser's own, seeking included); the others, and any page opened again, are complete at once.
 */
export function LearningPage({ presented, onComplete, revisited }: QuestionPageProps) {
  const { t } = useTranslation('session-player');
  const question = presented.question;
  const isVideo = question.questionType === 'LearningVideo' || question.questionType === 'InformationVideo';
  const isImage = question.questionType === 'LearningImage' || question.questionType === 'InformationImage';
  const [mustWatch] = useState(() => isVideo && Boolean(question.videoUrl) && !revisited);
  const [ended, setEnded] = useState(false);
  const complete = useCompleteOnce(onComplete);

  useEffect(() => {
    if (!mustWatch) complete();
  }, [mustWatch, complete]);

  return (
    <Stack gap="md">
      <RichTextView html={question.preQuestionText} />
      <RichTextView html={question.questionText} />
      {isVideo && question.videoUrl && (
        <VideoPlayer
          src={question.videoUrl}
          poster={question.imageUrl}
          label={t('learning.video')}
          seeking="free"
          onEnded={() => {
            setEnded(true);
            complete();
          }}
        />
      )}
      {mustWatch && !ended && <Text c="dimmed">{t('learning.watchToContinue')}</Text>}
      {isImage && question.imageUrl && (
        <Image src={question.imageUrl} alt={t('learning.picture')} radius="sm" className={classes.picture} />
      )}
    </Stack>
  );
}
