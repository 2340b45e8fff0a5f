import { Image } from '@mantine/core';
import type { PlayerQuestion } from '@roadmark/domain/delivery/player-model';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import classes from './question-pages.module.css';

/** The question's own text and, when it has one, the picture that goes with the text. */
export function QuestionText({
  question,
}: {
  question: Pick<PlayerQuestion, 'questionText' | 'questionTextImageUrl'>;
}) {
  const { t } = useTranslation('session-player');
  return (
    <>
      <RichTextView html={question.questionText} />
      {question.questionTextImageUrl && (
        <Image
          src={question.questionTextImageUrl}
          alt={t('choice.questionTextPicture')}
          radius="sm"
          className={classes.picture}
        />
      )}
    </>
  );
}
