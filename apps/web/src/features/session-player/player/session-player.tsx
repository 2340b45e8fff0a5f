import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { AssessmentType, FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type {
  PlayerPresentedQuestion,
  PlayerResponseEvent,
  QuestionPageProps,
} from '@roadmark/domain/delivery/player-model';
import { answersAreFinal } from '@roadmark/domain/delivery/session-moves';
import {
  canGoBack,
  forwardButton,
  openingPosition,
  screenOf,
  showsProgress,
} from '@roadmark/domain/delivery/session-pages';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { RichTextView } from '../../../ui/rich-text/rich-text-view';
import { FinishPage } from '../finish/finish-page';
import { QuestionFeedbackPage } from '../finish/question-feedback-page';
import { AnswersFinalContext } from '../question-pages/answers-final';
import { InnerNextProvider, useInnerNextShown } from '../question-pages/inner-next';
import { questionPageFor } from '../question-pages/question-page-for';
import { SaveStatus } from '../saving/save-status';
import { useSessionSaver } from '../saving/use-session-saver';
import { usePreloadNextMedia } from './preload-media';
import { applyChange, type PlayerPage, playerPages, responsesOf } from './session-pages';
import { useSessionFinish } from './use-session-finish';

export interface PlayerSession {
  id: string;
  currentPosition: number;
  isFinished: boolean;
  /** A manager's Preview: said on every page, since it records nothing. */
  isPreview?: boolean;
}

export interface SessionPlayerProps {
  session: PlayerSession;
  assessment: { name: string; assessmentType: AssessmentType; feedbackStyle: FeedbackStyle; text: string };
  presented: PlayerPresentedQuestion[];
  responseEvents: PlayerResponseEvent[];
  viewerCanAnswer: boolean;
  resultsOnly: boolean;
  /** Staff opening results see the summary whatever the assessment's style. */
  showSummary: boolean;
  /** Leaves the session after its finish page (a study goes to its completion page). */
  onLeave: () => void;
}

function PageHeading({ page, assessmentName }: { page: PlayerPage; assessmentName: string }) {
  const { t } = useTranslation('session-player');
  if (page.kind === 'start' || page.kind === 'finish') return <Title order={1}>{assessmentName}</Title>;
  const number = page.questionIndex + 1;
  return (
    <Title order={1} size="h3">
      {page.kind === 'feedback' ? t('player.feedbackHeading', { number }) : t('player.questionHeading', { number })}
    </Title>
  );
}

/**
 * The pages of a session one at a time (start, questions, feedback, finish; docs/product/sessions.md#the-player) with
 * Previous for training, Next/Finish/Close enabled once the page signals completion, 'Screen X of Y', every change
 * queued to the server as it happens and the position saved on every Next. A question page revisited after its feedback
 * shows its final answers read-only, and a save the server refused for good holds the player until it is reloaded.
 */
export function SessionPlayer(props: SessionPlayerProps) {
  const { session, assessment, viewerCanAnswer, resultsOnly } = props;
  const { t } = useTranslation('session-player');
  const pages = useMemo(() => playerPages(props.presented, assessment.feedbackStyle), [props.presented, assessment]);
  const startAt = openingPosition(session.currentPosition, pages.length, resultsOnly || session.isFinished);
  const [position, setPosition] = useState(startAt);
  const [reached, setReached] = useState(Math.max(startAt, session.currentPosition));
  const [completedPage, setCompletedPage] = useState<number | null>(null);
  const [responses, setResponses] = useState(props.responseEvents);
  const saver = useSessionSaver(session.id);
  const finishing = useSessionFinish(session.id, saver.flush, session.isFinished);
  usePreloadNextMedia(pages, position);
  const page = pages[position]!;
  const pageCount = pages.length;
  const completed = completedPage === position;
  const complete = useCallback((at: number) => setCompletedPage((current) => (current === at ? current : at)), []);
  const answersFinal =
    page.kind === 'question' && answersAreFinal(pages, assessment.assessmentType, reached, page.questionIndex);
  const movedForward = useRef(false);
  const [innerNextShown, reportInnerNext] = useInnerNextShown();

  useEffect(() => {
    if (page.kind === 'start') complete(position);
    if (page.kind === 'finish' && !resultsOnly && viewerCanAnswer && finishing.state === 'idle') {
      void finishing.finishSession();
    }
  }, [page.kind, position, complete, resultsOnly, viewerCanAnswer, finishing]);

  const move = (to: number) => {
    setCompletedPage(null);
    setPosition(to);
    setReached((max) => Math.max(max, to));
    movedForward.current = to > position;
    window.scrollTo?.({ top: 0 });
  };

  // The move is queued once the page left has unmounted: a page saves what is typed but not yet sent as it goes, and
  // those last answers must reach the server before the move off their page (after it, they are final).
  const { reachPosition } = saver;
  useEffect(() => {
    if (!movedForward.current) return;
    movedForward.current = false;
    if (viewerCanAnswer && !session.isFinished) reachPosition(position);
  }, [position, viewerCanAnswer, session.isFinished, reachPosition]);

  const onChange = (change: { added: PlayerResponseEvent[]; removed: string[] }) => {
    if (!viewerCanAnswer || answersFinal) return;
    setResponses((current) => applyChange(current, change));
    saver.record(change);
  };

  const forward = forwardButton(position, pageCount, resultsOnly);
  const finishedHere = finishing.state === 'finished';
  const forwardEnabled =
    !saver.refused && (page.kind === 'finish' ? finishedHere || resultsOnly || !viewerCanAnswer : completed);
  const onForward = () => (forward === 'next' ? move(position + 1) : props.onLeave());
  const { screen, of } = screenOf(position, pageCount);

  return (
    <Stack gap="md" maw={1100} mx="auto">
      {session.isPreview && (
        <Alert color="blue" variant="light" title={t('player.previewTitle')}>
          {t('player.previewText')}
        </Alert>
      )}
      {showsProgress(pageCount) && <SessionProgress screen={screen} of={of} />}
      <PageHeading page={page} assessmentName={assessment.name} />
      {page.kind === 'start' && <RichTextView html={assessment.text} />}
      {page.kind === 'question' && (
        <AnswersFinalContext.Provider value={answersFinal}>
          {answersFinal && viewerCanAnswer && <Text c="dimmed">{t('player.answersFinal')}</Text>}
          <InnerNextProvider value={reportInnerNext}>
            <QuestionPageSlot
              key={`${position}:${page.question.assessmentItemId}`}
              presented={page.question}
              responses={responsesOf(responses, page.question)}
              onChange={onChange}
              onComplete={() => complete(position)}
              revisited={position < reached || !viewerCanAnswer || session.isFinished}
            />
          </InnerNextProvider>
        </AnswersFinalContext.Provider>
      )}
      {page.kind === 'feedback' && (
        <QuestionFeedbackPage
          key={`${position}:feedback`}
          sessionId={session.id}
          assessmentItemId={page.question.assessmentItemId}
          questionId={page.question.question.id}
          onComplete={() => complete(position)}
        />
      )}
      {page.kind === 'finish' && (
        <FinishSlot
          state={finishing.state}
          error={finishing.error}
          sessionId={session.id}
          showSummary={props.showSummary}
          ready={finishedHere || resultsOnly || session.isFinished}
          saveError={saver.status === 'error' ? saver.error : null}
          saveRefused={saver.refused}
        />
      )}
      <Group justify="space-between">
        <Group>
          {canGoBack(assessment.assessmentType, position, pageCount) && !resultsOnly && (
            <Button variant="default" onClick={() => move(position - 1)}>
              {t('player.previous')}
            </Button>
          )}
          {viewerCanAnswer && !resultsOnly && <SaveStatus saver={saver} />}
        </Group>
        {!innerNextShown && (
          <Button onClick={onForward} disabled={!forwardEnabled}>
            {t(`player.${forward}`)}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * 'Screen X of Y' with a bar. The bar's own element (Mantine's section, role progressbar) carries the name: a label
 * on Progress would land on its root, which is not the progressbar, leaving it unnamed.
 */
export function SessionProgress({ screen, of }: { screen: number; of: number }) {
  const { t } = useTranslation('session-player');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={labelId}>
        {t('player.screenOf', { screen, of })}
      </Text>
      <Progress.Root>
        <Progress.Section value={(100 * screen) / of} aria-labelledby={labelId} />
      </Progress.Root>
    </Stack>
  );
}

function QuestionPageSlot(props: QuestionPageProps) {
  const { t } = useTranslation('session-player');
  const Page = questionPageFor(props.presented.question.questionType);
  const { onComplete } = props;
  useEffect(() => {
    if (!Page) onComplete();
  }, [Page, onComplete]);
  if (!Page) return <Text>{t('player.nothingToAnswer')}</Text>;
  return <Page {...props} />;
}

function FinishSlot(props: {
  state: ReturnType<typeof useSessionFinish>['state'];
  error: unknown;
  sessionId: string;
  showSummary: boolean;
  ready: boolean;
  /** The server refused some answers: finishing waits for them (Try again on the save status). */
  saveError: string | null;
  /** ... for good: the page must be reloaded (Reload on the save status). */
  saveRefused: boolean;
}) {
  const { t } = useTranslation('session-player');
  if (props.ready) return <FinishPage sessionId={props.sessionId} showSummary={props.showSummary} />;
  if (props.state === 'error') return <ErrorAlert errors={[props.error]} />;
  if (props.saveError) {
    const key = props.saveRefused ? 'player.finishWaitingForReload' : 'player.finishWaitingForAnswers';
    return <Text role="alert">{t(key, { error: props.saveError })}</Text>;
  }
  if (props.state === 'waitingForNetwork') return <Text role="status">{t('player.finishWaitingForNetwork')}</Text>;
  return <Text role="status">{t('player.finishing')}</Text>;
}
