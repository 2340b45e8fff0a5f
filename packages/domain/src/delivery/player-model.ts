import type { AssessmentType, FeedbackStyle } from '../content/assessment-form.ts';
import type { QuestionType } from '../content/question-types.ts';

/**
 * What the session player receives and sends (the launch view, minus the answer key): a driver's
 * browser never sees scores, correct flags or response windows before the session is finished.
 */

/** An answer as the player shows it: its text or picture, never its score. */
export interface PlayerAnswer {
  id: string;
  answerText: string;
  answerTextImageUrl: string | null;
  displayOrder: number;
  subQuestionNumber: number;
}

export interface PlayerQuestion {
  id: string;
  name: string;
  questionType: QuestionType;
  /** Rich text (sanitised HTML). */
  questionText: string;
  preQuestionText: string;
  numberOfSubQuestions: number;
  timeLimitSeconds: number;
  maximumClicks: number;
  /** The picture of an image question, or the still shown before a video question's video plays. */
  imageUrl: string | null;
  videoUrl: string | null;
  questionTextImageUrl: string | null;
  answers: PlayerAnswer[];
  /** A sequence's questions, or a questionnaire's sub-questions, in order. */
  children: PlayerQuestion[];
}

/** One presented question: the item it came from and the question. */
export interface PlayerPresentedQuestion {
  assessmentItemId: string;
  question: PlayerQuestion;
}

/** A response the player records; `id` is made in the browser and makes saving it twice harmless. */
export interface PlayerResponseEvent {
  id: string;
  questionId: string;
  assessmentItemId: string;
  questionAnswerId: string | null;
  /** Video time of a response-time click, in seconds. */
  responseTimeSeconds: number | null;
  /** Location clicks, in the 1920x1080 virtual space of the image. */
  clickPositionX: number | null;
  clickPositionY: number | null;
  textInput: string | null;
  subQuestionNumber: number;
  eventDate: string;
}

export interface PlayerAssessment {
  id: string;
  name: string;
  assessmentType: AssessmentType;
  feedbackStyle: FeedbackStyle;
  /** The introduction shown on the start page (rich text). */
  text: string;
}

/** What a question page reports to the player around it. */
export interface QuestionPageProps {
  presented: PlayerPresentedQuestion;
  /** The current (not replaced, not removed) responses to this question in this session. */
  responses: PlayerResponseEvent[];
  /** Records new responses and removes earlier ones (by id) in one change. */
  onChange: (change: { added: PlayerResponseEvent[]; removed: string[] }) => void;
  /** The page is done: Next / Finish may be pressed. */
  onComplete: () => void;
  /** Pages reopened from an earlier visit (training Previous, resume) show what was answered, read-only where timed. */
  revisited: boolean;
}
