import type { AssessmentType, FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { PlayerPresentedQuestion, PlayerQuestion } from '@roadmark/domain/delivery/player-model';
import { Role } from '@roadmark/domain/roles';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { PageDataHandle } from '../../../app/page-data-prefetch';
import { PageLoader } from '../../../app/page-loader';
import { useViewer } from '../../../app/session/use-viewer';
import type { SessionLaunchViewQuery as LaunchView, PlayerQuestionFieldsFragment } from '../../../gql/graphql';
import { prefetchPageQuery } from '../../../lib/page-query-prefetch';
import { usePageQuery } from '../../../lib/use-page-query';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import { usePageTitle } from '../../../ui/page-title/use-page-title';
import { SessionLaunchViewQuery } from '../graphql/session-operations';
import { SessionPlayer } from '../player/session-player';

/** The player's query, sent as the app starts when it opens on a session (see prefetchPageQuery). */
export const launchViewData: PageDataHandle = {
  prefetchData: (client, { sessionId = '' }) => prefetchPageQuery(client, SessionLaunchViewQuery, { id: sessionId }),
};

type QuestionData = PlayerQuestionFieldsFragment & { children?: QuestionData[] | null };

function toPlayerQuestion(question: QuestionData): PlayerQuestion {
  return {
    ...question,
    questionType: question.questionType as QuestionType,
    children: (question.children ?? []).map(toPlayerQuestion),
  };
}

function toPresented(view: LaunchView['assessmentSessionLaunchView']): PlayerPresentedQuestion[] {
  return view.presented.map((entry) => ({
    assessmentItemId: entry.assessmentItemId,
    question: toPlayerQuestion(entry.question as QuestionData),
  }));
}

/**
 * /{kind}/launch/{sessionId} and /{kind}/results/{sessionId}: the session from where it stopped, or
 * only its finish page. Staff opening results see the summary (docs/product/content.md#feedback).
 */
export function LaunchPage({ resultsOnly }: { resultsOnly: boolean }) {
  const { t } = useTranslation('session-player');
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, error, loading } = usePageQuery(SessionLaunchViewQuery, {
    variables: { id: sessionId },
    fetchPolicy: 'network-only',
  });
  const view = data?.assessmentSessionLaunchView;
  usePageTitle(view?.assessment.name ?? t('start.title'));
  if (error) return <ErrorAlert errors={[error]} />;
  if (loading || !view) return <PageLoader />;
  const isStaff = !!viewer?.roles.includes(Role.Administration);
  const onLeave = () => {
    if (view.isStudy) void navigate(`/study-complete/${view.session.id}`);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate('/me');
  };
  return (
    <SessionPlayer
      key={view.session.id}
      session={view.session}
      assessment={{
        name: view.assessment.name,
        assessmentType: view.assessment.assessmentType as AssessmentType,
        feedbackStyle: view.assessment.feedbackStyle as FeedbackStyle,
        text: view.assessment.text,
      }}
      presented={toPresented(view)}
      responseEvents={view.responseEvents}
      viewerCanAnswer={view.viewerCanAnswer}
      resultsOnly={resultsOnly}
      showSummary={resultsOnly && isStaff}
      onLeave={onLeave}
    />
  );
}
