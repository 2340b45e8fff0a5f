import { Alert, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { VideoPlayer } from '../question-pages/video-player';

/** Feedback as the server sends it: rich text, a picture and a video, each optional. */
export interface FeedbackContent {
  feedbackText: string | null;
  feedbackImageUrl: string | null;
  feedbackVideoUrl: string | null;
}

/** A question's result: its points, the most it could score and its percent (null when nothing was scored). */
export interface QuestionScoreValues {
  name: string;
  score: number;
  maxScore: number;
  percent: number | null;
}

/** Whether rich text holds anything to read or see (an editor leaves '<p></p>' behind when emptied). */
function hasRichText(html: string | null): boolean {
  if (!html) return false;
  return html.replace(/<[^>]*>|&nbsp;/g, '').trim() !== '' || /<(img|iframe|video)\b/i.test(html);
}

export function hasFeedback(content: FeedbackContent): boolean {
  return hasRichText(content.feedbackText) || Boolean(content.feedbackImageUrl) || Boolean(content.feedbackVideoUrl);
}

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The feedback's text, picture and video (the video with the browser's own controls). */
export function FeedbackMedia({ content }: { content: FeedbackContent }) {
  const { t } = useTranslation('session-player');
  return (
    <Stack gap="sm">
      {hasRichText(content.feedbackText) && <RichTextView html={content.feedbackText} />}
      {content.feedbackImageUrl && (
        // At most its own size, so a small picture is not blown up and blurred, and narrower on a narrow screen: not
        // stretched to the column's width either, as the column's items otherwise are.
        <Image
          src={content.feedbackImageUrl}
          alt={t('feedback.picture')}
          radius="sm"
          w="auto"
          maw="100%"
          mah="70vh"
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {content.feedbackVideoUrl && (
        <VideoPlayer src={content.feedbackVideoUrl} label={t('feedback.video')} seeking="free" />
      )}
    </Stack>
  );
}

/** 'No feedback available for this question' with its apology. */
export function NoQuestionFeedback() {
  const { t } = useTranslation('session-player');
  return (
    <Alert
      role="note"
      variant="light"
      color="gray"
      title={t('feedback.noneTitle')}
      icon={<IconInfoCircle aria-hidden />}
    >
      {t('feedback.noneText')}
    </Alert>
  );
}

/**
 * A question's feedback, or the no-feedback texts when no feedback range holds its score. Full marks without feedback
 * show nothing: an apology for missing feedback reads as if something went wrong with a perfect answer.
 */
export function QuestionFeedbackContent({
  result,
}: {
  result: FeedbackContent & Pick<QuestionScoreValues, 'percent'>;
}) {
  if (hasFeedback(result)) return <FeedbackMedia content={result} />;
  return result.percent !== null && result.percent >= 100 ? null : <NoQuestionFeedback />;
}

/** '150 of 200 points', the percent in words and as a labelled bar; 'Not scored' when there is no percent. */
export function QuestionScore({ result }: { result: QuestionScoreValues }) {
  const { t } = useTranslation('session-player');
  if (result.percent === null) return <Text c="dimmed">{t('feedback.notScored')}</Text>;
  const percent = clampPercent(result.percent);
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text>{t('feedback.points', { score: result.score, maxScore: result.maxScore })}</Text>
        <Text fw={700}>{t('feedback.percent', { percent })}</Text>
      </Group>
      <Progress value={percent} size="lg" aria-label={t('feedback.scoreBar', { name: result.name })} />
    </Stack>
  );
}
