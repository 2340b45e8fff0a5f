import { describe, expect, it } from 'vitest';
import { type AssessmentType, FeedbackStyle } from '../content/assessment-form.ts';
import { QuestionType } from '../content/question-types.ts';
import {
  buildSessionPages,
  canGoBack,
  clampPosition,
  forwardButton,
  hasFeedbackPage,
  openingPosition,
  pageCount,
  screenOf,
  showsProgress,
} from './session-pages.ts';

const presented = [
  { id: 'video', questionType: QuestionType.MultipleChoiceVideo },
  { id: 'learn', questionType: QuestionType.LearningText },
  { id: 'sequence', questionType: QuestionType.SequenceOfQuestions },
  { id: 'survey', questionType: QuestionType.Questionnaire },
  { id: 'info', questionType: QuestionType.InformationImage },
];

/** A page as a short label: start, finish, q:<id>, fb:<id>. */
function labels(style: FeedbackStyle, questions = presented): string[] {
  return buildSessionPages(questions, style).map((page) => {
    if (page.kind === 'question') return `q:${page.question.id}`;
    if (page.kind === 'feedback') return `fb:${page.question.id}`;
    return page.kind;
  });
}

describe('buildSessionPages', () => {
  it.each<[FeedbackStyle, string[]]>([
    [FeedbackStyle.NoFeedback, ['start', 'q:video', 'q:learn', 'q:sequence', 'q:survey', 'q:info', 'finish']],
    [FeedbackStyle.NoScore, ['start', 'q:video', 'q:learn', 'q:sequence', 'q:survey', 'q:info', 'finish']],
    [FeedbackStyle.SummaryFeedback, ['start', 'q:video', 'q:learn', 'q:sequence', 'q:survey', 'q:info', 'finish']],
    // Feedback only after the scored ones: the video question and the sequence.
    [
      FeedbackStyle.EachQuestionFeedback,
      ['start', 'q:video', 'fb:video', 'q:learn', 'q:sequence', 'fb:sequence', 'q:survey', 'q:info', 'finish'],
    ],
  ])('%s', (style, expected) => {
    expect(labels(style)).toEqual(expected);
  });

  it('has only the start and finish pages when nothing is presented', () => {
    expect(labels(FeedbackStyle.EachQuestionFeedback, [])).toEqual(['start', 'finish']);
  });

  it('numbers questions by their place in the order, feedback pages with their question', () => {
    const pages = buildSessionPages(presented.slice(0, 2), FeedbackStyle.EachQuestionFeedback);
    expect(pages).toEqual([
      { kind: 'start' },
      { kind: 'question', question: presented[0], questionIndex: 0 },
      { kind: 'feedback', question: presented[0], questionIndex: 0 },
      { kind: 'question', question: presented[1], questionIndex: 1 },
      { kind: 'finish' },
    ]);
  });
});

describe('hasFeedbackPage', () => {
  it.each<[QuestionType, FeedbackStyle, boolean]>([
    [QuestionType.ResponseTimeVideo, FeedbackStyle.EachQuestionFeedback, true],
    [QuestionType.LocationDiscriminationImage, FeedbackStyle.EachQuestionFeedback, true],
    [QuestionType.SequenceOfQuestions, FeedbackStyle.EachQuestionFeedback, true],
    [QuestionType.Questionnaire, FeedbackStyle.EachQuestionFeedback, false],
    [QuestionType.LearningVideo, FeedbackStyle.EachQuestionFeedback, false],
    [QuestionType.InformationText, FeedbackStyle.EachQuestionFeedback, false],
    [QuestionType.ResponseTimeVideo, FeedbackStyle.SummaryFeedback, false],
  ])('%s with %s: %s', (type, style, expected) => {
    expect(hasFeedbackPage(type, style)).toBe(expected);
  });
});

describe('pageCount', () => {
  it.each<[FeedbackStyle, number]>([
    [FeedbackStyle.NoFeedback, 7],
    // 7 + a feedback page for the video question and the sequence
    [FeedbackStyle.EachQuestionFeedback, 9],
  ])('%s: %s pages', (style, expected) => {
    expect(pageCount(presented, style)).toBe(expected);
    expect(pageCount(presented, style)).toBe(buildSessionPages(presented, style).length);
  });
});

describe('showsProgress', () => {
  it.each([
    [2, false],
    [3, true],
    [9, true],
  ])('%s pages: %s', (pages, expected) => {
    expect(showsProgress(pages)).toBe(expected);
  });
});

describe('screenOf', () => {
  it.each([
    [0, 7, { screen: 1, of: 7 }],
    [6, 7, { screen: 7, of: 7 }],
    [12, 7, { screen: 7, of: 7 }],
  ])('position %s of %s pages', (position, pages, expected) => {
    expect(screenOf(position, pages)).toEqual(expected);
  });
});

describe('clampPosition', () => {
  it.each<[number | null | undefined, number, number]>([
    [3, 7, 3],
    [0, 7, 0],
    [6, 7, 6],
    [9, 7, 6],
    [-1, 7, 0],
    [2.6, 7, 2],
    [null, 7, 0],
    [undefined, 7, 0],
    [Number.NaN, 7, 0],
    [5, 2, 1],
    [5, 0, 0],
  ])('%s with %s pages: %s', (position, pages, expected) => {
    expect(clampPosition(position, pages)).toBe(expected);
  });
});

describe('openingPosition', () => {
  it.each<[number | null, number, boolean, number, string]>([
    [3, 7, false, 3, 'resumes at the stored position'],
    [null, 7, false, 0, 'a new session opens at the start page'],
    [20, 7, false, 6, 'a position past the end opens the finish page'],
    [0, 7, true, 6, 'results-only mode opens the finish page'],
    [2, 9, true, 8, 'results-only mode ignores the stored position'],
  ])('stored %s of %s pages, results only %s: %s (%s)', (stored, pages, resultsOnly, expected) => {
    expect(openingPosition(stored, pages, resultsOnly)).toBe(expected);
  });
});

describe('canGoBack', () => {
  it.each<[AssessmentType, number, boolean, string]>([
    ['TrainingModule', 0, false, 'never on the first page'],
    ['TrainingModule', 1, true, 'a training module goes back'],
    ['TrainingModule', 5, true, 'from the last page before the finish page'],
    ['TrainingModule', 6, false, 'not from the finish page (the session is finished)'],
    ['Assessment', 3, false, 'an assessment never goes back'],
    ['Assessment', 0, false, 'an assessment never goes back'],
  ])('%s at page %s of 7: %s (%s)', (type, position, expected) => {
    expect(canGoBack(type, position, 7)).toBe(expected);
  });
});

describe('forwardButton', () => {
  it.each<[number, boolean, string]>([
    [0, false, 'next'],
    [5, false, 'next'],
    [6, false, 'finish'],
    [6, true, 'close'],
  ])('page %s of 7, results only %s: %s', (position, resultsOnly, expected) => {
    expect(forwardButton(position, 7, resultsOnly)).toBe(expected);
  });
});
