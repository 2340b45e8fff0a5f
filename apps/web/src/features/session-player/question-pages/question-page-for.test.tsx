import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LearningPage } from './learning-page';
import { LocationPage } from './location-page';
import { MultipleChoicePage } from './multiple-choice-page';
import { questionPageFor, SequenceOfQuestionsPage } from './question-page-for';
import { choiceResponse, playerQuestion, renderQuestionPage } from './question-page-harness';
import { QuestionnairePage, QuestionnaireQuestionPage } from './questionnaire-page';
import { ResponseTimePage } from './response-time-page';
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
    ['SequenceOfQuestions', SequenceOfQuestionsPage],
  ] as const)('gives %s its page', (questionType, page) => {
    expect(questionPageFor(questionType)).toBe(page);
  });

  it("shows a sequence's first question at once, with no module to load first (so it works offline)", () => {
    const Page = questionPageFor('SequenceOfQuestions')!;
    const child = playerQuestion({
      id: 'child-1',
      questionType: 'LearningText',
      questionText: '<p>Keep a two-second gap.</p>',
    });
    renderQuestionPage(Page, playerQuestion({ questionType: 'SequenceOfQuestions', children: [child] }));
    // Synchronously, in the first render: a lazy import would show a loader until a chunk had been fetched.
    expect(screen.getByText('Keep a two-second gap.')).toBeTruthy();
    expect(screen.getByText('Question 1 of 1')).toBeTruthy();
  });

  it('resumes a sequence after a reload: its answered timed location question is not restarted', () => {
    const Page = questionPageFor('SequenceOfQuestions')!;
    const info = playerQuestion({ id: 'child-1', questionType: 'InformationText', questionText: '<p>Look ahead.</p>' });
    const location = playerQuestion({
      id: 'child-2',
      questionType: 'LocationResponseImage',
      questionText: '<p>Click the hazards.</p>',
      imageUrl: '/api/blobs/street',
      timeLimitSeconds: 20,
      maximumClicks: 3,
    });
    // One click made, then the page was reloaded before 'I have finished'.
    const click = { ...choiceResponse('r-1', ''), questionId: 'child-2', questionAnswerId: null };
    const { onComplete } = renderQuestionPage(
      Page,
      playerQuestion({ questionType: 'SequenceOfQuestions', children: [info, location] }),
      { responses: [{ ...click, clickPositionX: 400, clickPositionY: 300 }] },
    );
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByText('Look ahead.')).toBeNull();
    expect(screen.getByText('Click the hazards.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByText('1 of 3 clicks')).toBeTruthy();
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
