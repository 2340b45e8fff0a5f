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
 * The page of every question type. `null`: no page yet (the player shows nothing to answer). A page that renders
 * other pages (a sequence) imports this map lazily, so there is no import cycle; should a page here become
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
  SequenceOfQuestions: SequencePage,
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

export function questionPageFor(questionType: QuestionType): QuestionPageComponent | null {
  return QUESTION_PAGES[questionType];
}
