import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { PlayerQuestion, QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';

type ChildPage = ComponentType<QuestionPageProps>;
export type ChildPageFor = (questionType: QuestionType) => ChildPage | null;

export interface SequencePageProps extends QuestionPageProps {
  /** The page of a child question's type. Defaults to the player's map (question-page-for), loaded lazily. */
  pageFor?: ChildPageFor;
}

// The player's map imports this page, so this page loads the map on demand (no import cycle at start-up).
let loadedPageFor: ChildPageFor | undefined;

function usePlayerPageMap(wanted: boolean): ChildPageFor | undefined {
  const [pageFor, setPageFor] = useState(() => loadedPageFor);
  useEffect(() => {
    if (!wanted || pageFor) return;
    let live = true;
    void import('./question-page-for').then((module) => {
      loadedPageFor = module.questionPageFor;
      if (live) setPageFor(() => module.questionPageFor);
    });
    return () => {
      live = false;
    };
  }, [wanted, pageFor]);
  return pageFor;
}

/**
 * A sequence of questions (spec 2 §3): its text, then its child questions one at a time ('Question n of m'), each
 * on the page of its own type. Responses name the child question and the presented item. 'Next question' opens
 * once the child signals completion; the sequence is complete when its last child is.
 */
export function SequencePage({ presented, responses, onChange, onComplete, revisited, pageFor }: SequencePageProps) {
  const { t } = useTranslation('session-player');
  const playerPageFor = usePlayerPageMap(!pageFor);
  const mapped = pageFor ?? playerPageFor;
  const children = presented.question.children;
  const [index, setIndex] = useState(0);
  const [completed, setCompleted] = useState<ReadonlySet<number>>(() => new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const done = useRef(false);
  const child = children[index];
  const last = children.length - 1;

  useEffect(() => {
    if (done.current || !(children.length === 0 || completed.has(last))) return;
    done.current = true;
    onComplete();
  }, [children.length, completed, last, onComplete]);

  const completeChild = useCallback(
    (childIndex: number) =>
      setCompleted((current) => (current.has(childIndex) ? current : new Set(current).add(childIndex))),
    [],
  );

  if (!child) {
    return <Text>{t('sequence.empty')}</Text>;
  }
  if (!mapped) return <Loader size="sm" />;
  // A sequence inside a sequence is shown the same way, whether or not the map names this page yet.
  const Page = mapped(child.questionType) ?? (child.questionType === 'SequenceOfQuestions' ? SequencePage : null);
  const childDone = completed.has(index);

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
        revisited={revisited}
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
    const ids = new Set([child.id, ...child.children.map((grandchild) => grandchild.id)]);
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
