import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { PlayerQuestion, PlayerResponseEvent, QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { useReportInnerNext } from './inner-next';

type ChildPage = ComponentType<QuestionPageProps>;
export type ChildPageFor = (questionType: QuestionType) => ChildPage | null;

export interface SequencePageProps extends QuestionPageProps {
  /** The page of a child question's type: the player's map (question-page-for hands it over). */
  pageFor: ChildPageFor;
}

function questionIdsOf(question: PlayerQuestion): string[] {
  return [question.id, ...question.children.flatMap(questionIdsOf)];
}

export interface SequenceOpening {
  /** The child shown first; the children before it are done. */
  index: number;
  /** Every child has been answered: the last one opens as revisited, so the sequence can complete at once. */
  allAnswered: boolean;
}

/**
 * Where a sequence opens when its page is reached anew with responses already stored (a reload mid-sequence):
 * after the last child that has a response, since the driver reached that child only by completing every one before
 * it, including children that record nothing (learning, information). A fresh sequence opens at its first child.
 */
export function sequenceOpening(
  children: readonly PlayerQuestion[],
  responses: readonly PlayerResponseEvent[],
): SequenceOpening {
  const answered = new Set(responses.map((response) => response.questionId));
  const lastAnswered = children.findLastIndex((child) => questionIdsOf(child).some((id) => answered.has(id)));
  if (children.length > 0 && lastAnswered === children.length - 1) return { index: lastAnswered, allAnswered: true };
  return { index: lastAnswered + 1, allAnswered: false };
}

/**
 * A sequence of questions: its text, then its child questions one at a time ('Question n of m'), each
 * on the page of its own type. Responses name the child question and the presented item. 'Next question' opens
 * once the child signals completion; the sequence is complete when its last child is. Reopened after a reload, it
 * resumes after its answered children (sequenceOpening). Revisited, its children are shown as revisited and the
 * sequence is complete at once.
 */
export function SequencePage({ presented, responses, onChange, onComplete, revisited, pageFor }: SequencePageProps) {
  const { t } = useTranslation('session-player');
  const children = presented.question.children;
  const [opening] = useState(() =>
    revisited ? { index: 0, allAnswered: false } : sequenceOpening(children, responses),
  );
  const [index, setIndex] = useState(opening.index);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(
    () => new Set(Array.from({ length: opening.index }, (_, earlier) => earlier)),
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = useRef(false);
  const child = children[index];
  const last = children.length - 1;
  useReportInnerNext(!!child && index < last);

  useEffect(() => {
    if (done.current || !(revisited || children.length === 0 || completed.has(last))) return;
    done.current = true;
    onComplete();
  }, [revisited, children.length, completed, last, onComplete]);

  const completeChild = useCallback(
    (childIndex: number) =>
      setCompleted((current) => (current.has(childIndex) ? current : new Set(current).add(childIndex))),
    [],
  );

  if (!child) {
    return <Text>{t('sequence.empty')}</Text>;
  }
  const Page = pageFor(child.questionType);
  const childDone = completed.has(index);
  // A partly answered last child (clicks made, then a reload before 'I have finished') counts as answered: a timed
  // page is not restarted but shown read-only. A sequence inside resumes the same way by itself.
  const childRevisited = revisited || (opening.allAnswered && child.questionType !== 'SequenceOfQuestions');

  return (
    <Stack gap="md">
      <RichTextView html={presented.question.preQuestionText} />
      <RichTextView html={presented.question.questionText} />
      <Title order={2} size="h4" ref={headingRef} tabIndex={-1}>
        {t('sequence.progress', { current: index + 1, total: children.length })}
      </Title>
      <SequenceChild
        key={child.id}
        Page={Page}
        index={index}
        child={child}
        assessmentItemId={presented.assessmentItemId}
        responses={responses}
        onChange={onChange}
        onChildComplete={completeChild}
        revisited={childRevisited}
      />
      {index < last && (
        <Group>
          <Button
            onClick={() => {
              setIndex(index + 1);
              // The next question replaces this one: take keyboard and screen-reader users to its heading.
              headingRef.current?.focus();
            }}
            disabled={!childDone}
          >
            {t('sequence.nextQuestion')}
          </Button>
          {!childDone && (
            <Text size="sm" c="dimmed">
              {t('sequence.nextHint')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}

interface SequenceChildProps extends Pick<QuestionPageProps, 'responses' | 'onChange' | 'revisited'> {
  Page: ChildPage | null;
  index: number;
  child: PlayerQuestion;
  assessmentItemId: string;
  onChildComplete: (index: number) => void;
}

function SequenceChild({
  Page,
  index,
  child,
  assessmentItemId,
  responses,
  onChange,
  onChildComplete,
  revisited,
}: SequenceChildProps) {
  const { t } = useTranslation('session-player');
  const presented = useMemo(() => ({ assessmentItemId, question: child }), [assessmentItemId, child]);
  const childResponses = useMemo(() => {
    const ids = new Set(questionIdsOf(child));
    return responses.filter((response) => ids.has(response.questionId));
  }, [child, responses]);
  const onComplete = useCallback(() => onChildComplete(index), [onChildComplete, index]);
  // A child with no page cannot be answered; it must not hold the driver up.
  useEffect(() => {
    if (!Page) onComplete();
  }, [Page, onComplete]);

  if (!Page) return <Text>{t('sequence.unsupported')}</Text>;
  return (
    <Page
      presented={presented}
      responses={childResponses}
      onChange={onChange}
      onComplete={onComplete}
      revisited={revisited}
    />
  );
}
