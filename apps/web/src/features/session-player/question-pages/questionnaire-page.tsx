import { Stack } from '@mantine/core';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { useMemo } from 'react';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { QuestionnaireItems } from './questionnaire-items';

/**
 * A Questionnaire: its text, then its sub-questions in order (Input, Multiple choice,
 * Scale), each response naming the sub-question. Never scored here. Complete once every multiple-choice
 * sub-question has an answer; Input answers may be left blank and a scale starts at its middle answer.
 */
export function QuestionnairePage({ presented, responses, onChange, onComplete }: QuestionPageProps) {
  const { question } = presented;
  return (
    <Stack gap="md">
      <RichTextView html={question.preQuestionText} />
      <RichTextView html={question.questionText} />
      <QuestionnaireItems
        presented={presented}
        items={question.children}
        responses={responses}
        onChange={onChange}
        onComplete={onComplete}
      />
    </Stack>
  );
}

/**
 * One questionnaire sub-question (Input, Multiple choice or Scale) presented as a page of its own, as a sequence
 * shows the questionnaire questions among its children.
 */
export function QuestionnaireQuestionPage({ presented, responses, onChange, onComplete }: QuestionPageProps) {
  const items = useMemo(() => [presented.question], [presented.question]);
  return (
    <Stack gap="md">
      <RichTextView html={presented.question.preQuestionText} />
      <QuestionnaireItems
        presented={presented}
        items={items}
        responses={responses}
        onChange={onChange}
        onComplete={onComplete}
      />
    </Stack>
  );
}
