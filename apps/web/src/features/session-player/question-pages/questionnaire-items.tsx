import { Group, Image, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type {
  PlayerAnswer,
  PlayerPresentedQuestion,
  PlayerQuestion,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { pageResponseEvent } from './page-response-event';
import { chosenAnswerId, middleAnswer, needsAnswer, orderedAnswers, responsesTo } from './questionnaire-responses';
import { QuestionnaireTextInput } from './questionnaire-text-input';

export interface QuestionnaireItemsProps extends Pick<QuestionPageProps, 'responses' | 'onChange' | 'onComplete'> {
  presented: PlayerPresentedQuestion;
  /** The sub-questions to show: a questionnaire's children, or one sub-question presented on its own. */
  items: PlayerQuestion[];
}

/**
 * Questionnaire sub-questions: Input as a text box, Multiple choice as a list of answers and Scale as a
 * row of answers starting at its middle one, which is recorded when nothing was answered yet. Each
 * response names its sub-question. Complete once every multiple-choice sub-question has an answer.
 */
export function QuestionnaireItems({ presented, items, responses, onChange, onComplete }: QuestionnaireItemsProps) {
  const { t } = useTranslation('session-player');
  const defaultsRecorded = useRef(false);
  const completed = useRef(false);

  useEffect(() => {
    if (defaultsRecorded.current) return;
    defaultsRecorded.current = true;
    const added = items.flatMap((item) => {
      const middle = item.questionType === 'QuestionnaireScale' ? middleAnswer(item) : undefined;
      if (!middle || chosenAnswerId(item.id, responses) !== null) return [];
      return [
        pageResponseEvent(presented, item.id, {
          questionAnswerId: middle.id,
          subQuestionNumber: middle.subQuestionNumber || 1,
        }),
      ];
    });
    if (added.length > 0) onChange({ added, removed: [] });
  }, [items, responses, presented, onChange]);

  const incomplete = items.some((item) => needsAnswer(item, responses));
  useEffect(() => {
    if (incomplete || completed.current) return;
    completed.current = true;
    onComplete();
  }, [incomplete, onComplete]);

  const choose = (item: PlayerQuestion, answer: PlayerAnswer) => {
    if (chosenAnswerId(item.id, responses) === answer.id) return;
    onChange({
      added: [
        pageResponseEvent(presented, item.id, {
          questionAnswerId: answer.id,
          subQuestionNumber: answer.subQuestionNumber || 1,
        }),
      ],
      removed: responsesTo(item.id, responses).map((response) => response.id),
    });
  };

  return (
    <Stack gap="md">
      {items.map((item) => (
        <Paper key={item.id} withBorder p="md" radius="sm">
          {item.questionType === 'QuestionnaireInput' ? (
            <QuestionnaireTextInput presented={presented} item={item} responses={responses} onChange={onChange} />
          ) : (
            <AnswerChoice
              item={item}
              scale={item.questionType === 'QuestionnaireScale'}
              value={
                chosenAnswerId(item.id, responses) ??
                (item.questionType === 'QuestionnaireScale' ? (middleAnswer(item)?.id ?? null) : null)
              }
              onChoose={(answer) => choose(item, answer)}
            />
          )}
        </Paper>
      ))}
      {incomplete && (
        <Text size="sm" c="dimmed">
          {t('questionnaire.answerAll')}
        </Text>
      )}
    </Stack>
  );
}

interface AnswerChoiceProps {
  item: PlayerQuestion;
  /** A scale lays its answers out in a row, from the first to the last. */
  scale: boolean;
  value: string | null;
  onChoose: (answer: PlayerAnswer) => void;
}

function AnswerChoice({ item, scale, value, onChoose }: AnswerChoiceProps) {
  const { t } = useTranslation('session-player');
  const name = useId();
  const answers = orderedAnswers(item);
  const pictureAlt = (index: number) => t('questionnaire.answerPicture', { number: index + 1 });
  return (
    <Radio.Group
      label={<RichTextView html={item.questionText} />}
      value={value}
      onChange={(answerId) => {
        const answer = answers.find((candidate) => candidate.id === answerId);
        if (answer) onChoose(answer);
      }}
      name={name}
    >
      {scale ? (
        <SimpleGrid cols={{ base: 1, sm: Math.min(Math.max(answers.length, 1), 7) }} spacing="xs" mt="xs">
          {answers.map((answer, index) => (
            <AnswerCard key={answer.id} answer={answer} pictureAlt={pictureAlt(index)} />
          ))}
        </SimpleGrid>
      ) : (
        <Stack gap="xs" mt="xs">
          {answers.map((answer, index) => (
            <AnswerCard key={answer.id} answer={answer} pictureAlt={pictureAlt(index)} />
          ))}
        </Stack>
      )}
    </Radio.Group>
  );
}

function AnswerCard({ answer, pictureAlt }: { answer: PlayerAnswer; pictureAlt: string }) {
  return (
    <Radio.Card value={answer.id} p="sm" radius="sm">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator />
        <Stack gap="xs">
          <RichTextView html={answer.answerText} />
          {answer.answerTextImageUrl && (
            <Image src={answer.answerTextImageUrl} alt={pictureAlt} radius="sm" maw={320} />
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
