import { Image, Slider, Stack, Text } from '@mantine/core';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { plainText } from '@roadmark/domain/rich-text/plain-text';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { useAnswersFinal } from './answers-final';
import { QuestionText } from './question-text';
import { QuestionVideo, useVideoBeforeAnswers } from './question-video';
import { type AnswerPart, middleAnswerIndex, usePartAnswers } from './use-part-answers';

/** Mark labels longer than this are cut; the chosen answer shows in full below the scale. */
const MARK_LABEL_LENGTH = 30;

/**
 * SlidingScaleVideo: the video plays once without skipping ahead, then the question and a scale over the
 * answers by displayOrder. A part with no response starts at the middle answer and records it at once,
 * so Next needs no move; moving records the new answer and removes the previous one. Complete when every part has a
 * recorded position.
 */
export function SlidingScalePage({ presented, responses, onChange, onComplete, revisited }: QuestionPageProps) {
  const question = presented.question;
  const video = useVideoBeforeAnswers(question, responses, revisited);
  const { parts, chosen, choose } = usePartAnswers({
    presented,
    responses,
    onChange,
    onComplete,
    shown: video.answersShown,
  });
  const preselected = useRef(new Set<number>());
  const questionRef = useRef<HTMLDivElement>(null);

  // Once the scale shows, each unanswered part records its middle answer (once per page, even if re-rendered early).
  useEffect(() => {
    if (!video.answersShown) return;
    for (const part of parts) {
      if (chosen(part.number) !== null || preselected.current.has(part.number) || part.answers.length === 0) continue;
      preselected.current.add(part.number);
      const middle = part.answers[middleAnswerIndex(part.answers.length)];
      if (middle) choose(part.number, middle.id);
    }
  });

  useEffect(() => {
    if (video.endedNow) questionRef.current?.focus();
  }, [video.endedNow]);

  return (
    <Stack gap="md">
      <RichTextView html={question.preQuestionText} />
      <QuestionVideo
        question={question}
        videoShown={video.videoShown}
        answersShown={video.answersShown}
        onEnded={video.onEnded}
      />
      {video.answersShown && (
        <Stack gap="lg" ref={questionRef} tabIndex={-1}>
          <QuestionText question={question} />
          {parts.map((part) => (
            <Scale
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

interface ScaleProps {
  part: AnswerPart;
  partCount: number;
  value: string | null;
  onChoose: (answerId: string) => void;
}

function Scale({ part, partCount, value, onChoose }: ScaleProps) {
  const { t } = useTranslation('session-player');
  const [dragging, setDragging] = useState<number | null>(null);
  const final = useAnswersFinal();
  const { answers } = part;
  const chosenIndex = Math.max(
    0,
    answers.findIndex((answer) => answer.id === value),
  );
  const position = dragging ?? chosenIndex;
  const shown = answers[position];
  const label =
    partCount > 1 ? t('choice.scalePartLabel', { part: part.number, total: partCount }) : t('choice.scaleLabel');
  const answerName = (index: number) =>
    plainText(answers[index]?.answerText ?? '') ||
    t('choice.scalePosition', { number: index + 1, total: answers.length });

  return (
    <Stack gap="xs">
      <Text fw={500}>{label}</Text>
      <Slider
        min={0}
        max={Math.max(1, answers.length - 1)}
        step={1}
        restrictToMarks
        marks={answers.map((answer, index) => ({
          value: index,
          label: plainText(answer.answerText, MARK_LABEL_LENGTH) || String(index + 1),
        }))}
        value={position}
        disabled={final}
        label={null}
        thumbLabel={label}
        thumbValueText={answerName}
        onChange={setDragging}
        onChangeEnd={(index) => {
          setDragging(null);
          const answer = answers[index];
          if (answer) onChoose(answer.id);
        }}
        mb="xl"
        mx="xl"
      />
      {shown && value && (
        <Stack gap="xs" mt="md" aria-live="polite">
          <RichTextView html={shown.answerText} />
          {shown.answerTextImageUrl && (
            <Image src={shown.answerTextImageUrl} alt={t('choice.answerPicture', { number: position + 1 })} maw={480} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
