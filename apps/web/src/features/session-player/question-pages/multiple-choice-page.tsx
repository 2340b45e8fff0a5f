import { Group, Image, Radio, Stack } from '@mantine/core';
import type { PlayerAnswer, QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { useAnswersFinal } from './answers-final';
import classes from './question-pages.module.css';
import { QuestionText } from './question-text';
import { QuestionVideo, useVideoBeforeAnswers } from './question-video';
import { type AnswerPart, usePartAnswers } from './use-part-answers';

/**
 * MultipleChoiceVideo and MultipleChoiceImage: the pre-question text, the video or the picture, then the
 * question and one group of answers per part. A video plays once without skipping ahead and the question appears
 * when it ends (answering while it plays would let a driver answer before seeing the event the question is about).
 * The page is complete when every part has an answer.
 */
export function MultipleChoicePage({ presented, responses, onChange, onComplete, revisited }: QuestionPageProps) {
  const { t } = useTranslation('session-player');
  const question = presented.question;
  const video = useVideoBeforeAnswers(question, responses, revisited);
  const { parts, chosen, choose } = usePartAnswers({
    presented,
    responses,
    onChange,
    onComplete,
    shown: video.answersShown,
  });
  const questionRef = useRef<HTMLDivElement>(null);

  // The answers replace the finished video: take keyboard and screen-reader users to them.
  useEffect(() => {
    if (video.endedNow) questionRef.current?.focus();
  }, [video.endedNow]);

  return (
    <Stack gap="md">
      <RichTextView html={question.preQuestionText} />
      {question.questionType === 'MultipleChoiceVideo' ? (
        <QuestionVideo
          question={question}
          videoShown={video.videoShown}
          answersShown={video.answersShown}
          onEnded={video.onEnded}
        />
      ) : (
        question.imageUrl && (
          <Image src={question.imageUrl} alt={t('choice.picture')} radius="sm" className={classes.picture} />
        )
      )}
      {video.answersShown && (
        <Stack gap="md" ref={questionRef} tabIndex={-1}>
          <QuestionText question={question} />
          {parts.map((part) => (
            <AnswerGroup
              key={part.number}
              part={part}
              partCount={parts.length}
              value={chosen(part.number)}
              onChoose={(answerId) => choose(part.number, answerId)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface AnswerGroupProps {
  part: AnswerPart;
  partCount: number;
  value: string | null;
  onChoose: (answerId: string) => void;
}

function AnswerGroup({ part, partCount, value, onChoose }: AnswerGroupProps) {
  const { t } = useTranslation('session-player');
  // Unique per page: a radio card's arrow keys move among the cards of its own name.
  const name = `${useId()}-part-${part.number}`;
  const label =
    partCount > 1 ? t('choice.partLabel', { part: part.number, total: partCount }) : t('choice.answersLabel');
  return (
    <Radio.Group label={label} value={value} onChange={onChoose} name={name}>
      <Stack gap="xs" mt="xs">
        {part.answers.map((answer, index) => (
          <AnswerCard key={answer.id} answer={answer} number={index + 1} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function AnswerCard({ answer, number }: { answer: PlayerAnswer; number: number }) {
  const { t } = useTranslation('session-player');
  const final = useAnswersFinal();
  return (
    <Radio.Card value={answer.id} p="sm" radius="sm" disabled={final}>
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator />
        <Stack gap="xs">
          <RichTextView html={answer.answerText} />
          {answer.answerTextImageUrl && (
            <Image src={answer.answerTextImageUrl} alt={t('choice.answerPicture', { number })} radius="sm" maw={480} />
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
