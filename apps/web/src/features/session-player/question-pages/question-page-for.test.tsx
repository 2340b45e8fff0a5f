import { describe, expect, it } from 'vitest';
import { LearningPage } from './learning-page';
import { LocationPage } from './location-page';
import { MultipleChoicePage } from './multiple-choice-page';
import { questionPageFor } from './question-page-for';
import { QuestionnairePage, QuestionnaireQuestionPage } from './questionnaire-page';
import { ResponseTimePage } from './response-time-page';
import { SequencePage } from './sequence-page';
import { SlidingScalePage } from './sliding-scale-page';

describe('questionPageFor', () => {
  it.each([
    ['MultipleChoiceVideo', MultipleChoicePage],
    ['MultipleChoiceImage', MultipleChoicePage],
    ['SlidingScaleVideo', SlidingScalePage],
    ['ResponseTimeVideo', ResponseTimePage],
    ['LearningVideo', LearningPage],
    ['LearningImage', LearningPage],
    ['LearningText', LearningPage],
    ['InformationVideo', LearningPage],
    ['InformationImage', LearningPage],
    ['InformationText', LearningPage],
    ['LocationResponseImage', LocationPage],
    ['LocationDiscriminationImage', LocationPage],
    ['Questionnaire', QuestionnairePage],
    ['QuestionnaireInput', QuestionnaireQuestionPage],
    ['QuestionnaireMultipleChoice', QuestionnaireQuestionPage],
    ['QuestionnaireScale', QuestionnaireQuestionPage],
    ['SequenceOfQuestions', SequencePage],
  ] as const)('gives %s its page', (questionType, page) => {
    expect(questionPageFor(questionType)).toBe(page);
  });
});
