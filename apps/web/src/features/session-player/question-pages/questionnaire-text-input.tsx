import { Textarea } from '@mantine/core';
import type {
  PlayerPresentedQuestion,
  PlayerQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { pageResponseEvent } from './page-response-event';
import { latestTextResponse } from './questionnaire-responses';

/** How long typing must pause before the text is saved (it is saved at once when the box loses focus). */
export const TEXT_SAVE_DELAY_MS = 1000;

interface QuestionnaireTextInputProps extends Pick<QuestionPageProps, 'responses' | 'onChange'> {
  presented: PlayerPresentedQuestion;
  item: PlayerQuestion;
}

/**
 * An Input sub-question: free text, optional, saved when the box loses focus or typing pauses. A new text replaces
 * the previous one (the new response is added and the old one removed, so the server archives it); clearing the box
 * removes the text response without adding an empty one.
 */
export function QuestionnaireTextInput({ presented, item, responses, onChange }: QuestionnaireTextInputProps) {
  const { t } = useTranslation('session-player');
  const labelId = useId();
  const [saved] = useState(() => latestTextResponse(item.id, responses));
  const [value, setValue] = useState(saved?.textInput ?? '');
  const savedRef = useRef<PlayerResponseEvent | undefined>(saved);
  const valueRef = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const save = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const text = valueRef.current.trim();
    const previous = savedRef.current;
    if ((previous?.textInput ?? '') === text) return;
    const added = text ? [pageResponseEvent(presented, item.id, { textInput: text })] : [];
    savedRef.current = added[0];
    onChangeRef.current({ added, removed: previous ? [previous.id] : [] });
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  // Text typed just before leaving the page is not lost.
  useEffect(
    () => () => {
      if (timer.current !== undefined) saveRef.current();
    },
    [],
  );

  return (
    <>
      <div id={labelId}>
        <RichTextView html={item.questionText} />
      </div>
      <Textarea
        aria-labelledby={labelId}
        description={t('questionnaire.optional')}
        value={value}
        autosize
        minRows={3}
        maxRows={12}
        mt="xs"
        onChange={(event) => {
          valueRef.current = event.currentTarget.value;
          setValue(event.currentTarget.value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => saveRef.current(), TEXT_SAVE_DELAY_MS);
        }}
        onBlur={() => save()}
      />
    </>
  );
}
