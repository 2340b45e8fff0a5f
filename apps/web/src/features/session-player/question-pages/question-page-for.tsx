import type { QuestionType } from '@roadmark/domain/content/question-types';
import type { QuestionPageProps } from '@roadmark/domain/delivery/player-model';
import type { ComponentType } from 'react';
import { LearningPage } from './learning-page';
import { LocationPage } from './location-page';
import { MultipleChoicePage } from './multiple-choice-page';
import { QuestionnairePage, QuestionnaireQuestionPage } from './questionnaire-page';
import { ResponseTimePage } from './response-time-page';
import { SequencePage } from './sequence-page';
import { SlidingScalePage } from './sliding-scale-page';

export type QuestionPageComponent = ComponentType<QuestionPageProps>;

/**
 * The page of every question type. `null`: no page yet (the player shows nothing to answer). A sequence renders its
 * children's pages with this same map, handed to it here (not a lazy import of this module: fetching a chunk fails
 * offline, or on a flaky network, and left the sequence loading for ever). Should a page here become
 * `React.lazy`, the player renders it inside a Suspense boundary. The player keys each page by its presented item,
 * so a page's state (and its one completion signal) starts afresh on every page.
 */
const QUESTION_PAGES: Record<QuestionType, QuestionPageComponent | null> = {
  MultipleChoiceVideo: MultipleChoicePage,
  MultipleChoiceImage: MultipleChoicePage,
  SlidingScaleVideo: SlidingScalePage,
  ResponseTimeVideo: ResponseTimePage,
  LocationResponseImage: LocationPage,
  LocationDiscriminationImage: LocationPage,
  SequenceOfQuestions: SequenceOfQuestionsPage,
  Questionnaire: QuestionnairePage,
  QuestionnaireInput: QuestionnaireQuestionPage,
  QuestionnaireMultipleChoice: QuestionnaireQuestionPage,
  QuestionnaireScale: QuestionnaireQuestionPage,
  LearningVideo: LearningPage,
  LearningImage: LearningPage,
  LearningText: LearningPage,
  InformationVideo: LearningPage,
  InformationImage: LearningPage,
  InformationText: LearningPage,
};

/** A sequence whose children's pages come from this map, with no module to load first. */
export function SequenceOfQuestionsPage(props: QuestionPageProps) {
  return <SequencePage {...props} pageFor={questionPageFor} />;
}

export function questionPageFor(questionType: QuestionType): QuestionPageComponent | null {
  return QUESTION_PAGES[questionType];
}
