import type { AssessmentType, FeedbackStyle } from '@roadmark/domain/content/assessment-form';
import { isAnsweredByClicks, type QuestionType } from '@roadmark/domain/content/question-types';
import type {
  PlayerAssessment,
  PlayerPresentedQuestion,
  PlayerResponseEvent,
} from '@roadmark/domain/delivery/player-model';
import { isFailedMaximumClicksRecord } from '@roadmark/domain/scoring/maximum-clicks';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { currentResponseEvents } from './current-response-events.ts';
import { isResponder, loadSessionInContext, type SessionRow } from './session.policy.ts';
import { toPlayerQuestion } from './session-content.ts';
import { sessionFeedbackStyle, sessionPageCount } from './session-pages.ts';
import { findAnsweredQuestion, loadPresentation, type SessionPresented } from './session-presentation.ts';

/**
 * The session launch view (docs/product/sessions.md#launch-and-resume): what the player needs to show a session,
 * without the answer key.
 */
export interface LaunchView {
  session: SessionRow;
  assessment: PlayerAssessment;
  presented: PlayerPresentedQuestion[];
  responseEvents: PlayerResponseEvent[];
  pageCount: number;
  /** The viewer takes this session (it is theirs, or they started it for the person) and it is not finished. */
  viewerCanAnswer: boolean;
  /** The person is a study participant: after finishing they go to /study-complete/{sessionId}. */
  isStudy: boolean;
}

/** Whether the response is a click, whose answer (the response window it hit) belongs to the answer key. */
function isClickResponse(
  presented: readonly SessionPresented[],
  event: { assessmentItemId: string; questionId: string },
) {
  const question = findAnsweredQuestion(presented, event.assessmentItemId, event.questionId)?.question;
  return !!question && isAnsweredByClicks(question.questionType as QuestionType);
}

export async function getLaunchView({
  actor,
  input: { sessionId },
  db,
}: UseCaseCall<{ sessionId: string }>): Promise<LaunchView> {
  const loaded = await loadSessionInContext(db, actor, sessionId);
  const { session } = loaded;
  const [[assessment], [subscription], presented, events] = await Promise.all([
    db.select().from(assessments).where(eq(assessments.id, session.assessmentId)),
    db
      .select({ subscriptionType: subscriptions.subscriptionType })
      .from(subscriptions)
      .where(eq(subscriptions.id, session.subscriptionId)),
    loadPresentation(db, loaded),
    currentResponseEvents(db, session.id),
  ]);
  return {
    session,
    assessment: {
      id: assessment!.id,
      name: assessment!.name,
      assessmentType: assessment!.assessmentType as AssessmentType,
      feedbackStyle: (sessionFeedbackStyle(session) || assessment!.feedbackStyle) as FeedbackStyle,
      text: assessment!.text,
    },
    presented: presented.map(({ assessmentItemId, entry }) => ({
      assessmentItemId,
      question: toPlayerQuestion(entry),
    })),
    responseEvents: events
      .filter((event) => !isFailedMaximumClicksRecord(event))
      .map((event) => ({
        id: event.id,
        questionId: event.questionId,
        assessmentItemId: event.assessmentItemId,
        questionAnswerId: isClickResponse(presented, event) ? null : event.questionAnswerId,
        responseTimeSeconds: event.responseTimeSeconds,
        clickPositionX: event.clickPositionX,
        clickPositionY: event.clickPositionY,
        textInput: event.textInput,
        subQuestionNumber: event.subQuestionNumber,
        eventDate: event.eventDate.toISOString(),
      })),
    pageCount: sessionPageCount(presented, session),
    viewerCanAnswer: !session.isFinished && isResponder(actor, session),
    isStudy: subscription?.subscriptionType === SubscriptionType.Study,
  };
}
