import { describe, expect, it } from 'vitest';
import { answerSchema, normaliseAnswerText, setAnswerCorrect, setAnswerSuspicious } from './answers.ts';
import { questionEditSchema, questionFormSchema, questionnaireQuestionSchema } from './question-form.ts';

const ID = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('questionFormSchema', () => {
  it('fills the defaults', () => {
    expect(questionFormSchema().parse({ name: 'Q', questionType: 'MultipleChoiceVideo' })).toMatchObject({
      maximumClicks: 10,
      maxScore: 100,
      timeLimitSeconds: 30,
      numberOfSubQuestions: 1,
    });
  });

  it.each([
    ['Question', 'validation.content.questionTypeRequired'],
    ['Learning', 'validation.content.learningTypeRequired'],
    ['Questionnaire', 'validation.content.questionnaireTypeRequired'],
  ] as const)('names the %s type as required', (category, key) => {
    expect(issues(questionFormSchema(category).safeParse({ name: 'Q', questionType: '' }))).toEqual([
      ['questionType', key],
    ]);
  });

  it('keeps each editor to its own category', () => {
    expect(questionFormSchema('Learning').safeParse({ name: 'Q', questionType: 'LearningText' }).success).toBe(true);
    expect(questionFormSchema('Learning').safeParse({ name: 'Q', questionType: 'MultipleChoiceVideo' }).success).toBe(
      false,
    );
  });

  it.each([
    [{ name: '' }, 'name', 'validation.nameRequired'],
    [{ maximumClicks: -1 }, 'maximumClicks', 'validation.content.maximumClicksMin'],
    [{ timeLimitSeconds: -0.5 }, 'timeLimitSeconds', 'validation.content.timeLimitMin'],
    [{ numberOfSubQuestions: 101 }, 'numberOfSubQuestions', 'validation.content.numberOfPartsRange'],
  ])('refuses %j', (change, path, key) => {
    expect(
      issues(questionFormSchema().safeParse({ name: 'Q', questionType: 'MultipleChoiceVideo', ...change })),
    ).toEqual([[path, key]]);
  });
});

describe('answers', () => {
  it('uses 0..100 for most types and -100..100 for sliding scales and questionnaires', () => {
    const video = answerSchema({ questionType: 'MultipleChoiceVideo', numberOfSubQuestions: 1 });
    const scale = answerSchema({ questionType: 'SlidingScaleVideo', numberOfSubQuestions: 1 });
    const questionnaire = answerSchema({ questionType: 'QuestionnaireScale', numberOfSubQuestions: 1 });
    expect(issues(video.safeParse({ score: -10 }))).toEqual([['score', 'validation.content.scoreRange']]);
    expect(issues(video.safeParse({ score: 101 }))).toEqual([['score', 'validation.content.scoreRange']]);
    expect(scale.safeParse({ score: -100 }).success).toBe(true);
    expect(questionnaire.safeParse({ score: -50 }).success).toBe(true);
    expect(issues(scale.safeParse({ score: -101 }))).toEqual([['score', 'validation.content.signedScoreRange']]);
  });

  it('checks the question part, times, windows and suspicion score', () => {
    const location = answerSchema({ questionType: 'LocationResponseImage', numberOfSubQuestions: 2 });
    const window = { windowLeft: 10, windowTop: 10, windowRight: 90, windowBottom: 90 };
    expect(location.safeParse({ ...window, subQuestionNumber: 2 }).success).toBe(true);
    expect(issues(location.safeParse({ ...window, subQuestionNumber: 3 }))).toEqual([
      ['subQuestionNumber', 'validation.content.subQuestionNumberRange'],
    ]);
    expect(issues(location.safeParse({ ...window, windowRight: 2000 }))).toEqual([
      ['windowRight', 'validation.content.windowOutsideImage'],
    ]);
    expect(issues(location.safeParse({}))).toEqual([
      ['windowRight', 'validation.content.windowTooSmall'],
      ['windowBottom', 'validation.content.windowTooSmall'],
    ]);
    const timed = answerSchema({ questionType: 'ResponseTimeVideo', numberOfSubQuestions: 1 });
    expect(issues(timed.safeParse({ startResponseTimeSeconds: 5, endResponseTimeSeconds: 4 }))).toEqual([
      ['endResponseTimeSeconds', 'validation.content.endBeforeStart'],
    ]);
    expect(issues(timed.safeParse({ isSuspicious: true, suspicionScore: 0 }))).toEqual([
      ['suspicionScore', 'validation.content.suspicionScoreMin'],
    ]);
  });

  it("applies the answer editor's toggles and trims the trailing empty paragraph", () => {
    expect(setAnswerCorrect({ isCorrect: false, score: 0 }, true)).toEqual({ isCorrect: true, score: 100 });
    expect(setAnswerCorrect({ isCorrect: true, score: 100 }, false)).toEqual({ isCorrect: false, score: 0 });
    expect(setAnswerCorrect({ isCorrect: false, score: 40 }, true)).toEqual({ isCorrect: true, score: 40 });
    expect(setAnswerSuspicious({ isSuspicious: false }, true)).toEqual({ isSuspicious: true, suspicionScore: 1 });
    expect(setAnswerSuspicious({ isSuspicious: true, suspicionScore: 3 }, false)).toEqual({
      isSuspicious: false,
      suspicionScore: null,
    });
    expect(normaliseAnswerText('<p>Stop</p><p><br></p>')).toBe('<p>Stop</p>');
  });
});

describe('questionEditSchema', () => {
  const base = { id: ID, name: 'Q', questionType: 'MultipleChoiceVideo' };

  it('reports answer problems with the aggregate message', () => {
    const result = questionEditSchema('Question').safeParse({ ...base, answers: [{ score: 50 }, { score: 150 }] });
    expect(issues(result)).toEqual([
      ['answers.1.score', 'validation.content.scoreRange'],
      ['answers', 'validation.content.answersInvalid'],
    ]);
  });

  it('reports wrongly typed answers, feedbacks and rules with their aggregate messages', () => {
    const result = questionEditSchema().safeParse({
      ...base,
      answers: [{ score: 'x' }],
      feedbacks: [{ minScore: 0, maxScore: 200 }],
      recommendations: [{ driverMetricId: '', minScore: 0, maxScore: 100 }],
    });
    expect(issues(result)).toEqual([
      ['answers.0.score', 'validation.content.scoreRange'],
      ['feedbacks.0.maxScore', 'validation.content.maxScoreRange'],
      ['feedbacks', 'validation.content.feedbacksInvalid'],
      ['recommendations.0.driverMetricId', 'validation.content.metricRequired'],
      ['recommendations', 'validation.content.recommendationsInvalid'],
      ['answers', 'validation.content.answersInvalid'],
    ]);
  });

  it('needs two positions on a sliding scale', () => {
    const result = questionEditSchema().safeParse({
      ...base,
      questionType: 'SlidingScaleVideo',
      answers: [{ score: -20 }],
    });
    expect(issues(result)).toEqual([['answers', 'validation.content.slidingScalePositions']]);
    const two = questionEditSchema().safeParse({
      ...base,
      questionType: 'SlidingScaleVideo',
      answers: [{ score: -20 }, { score: 80 }],
    });
    expect(two.success).toBe(true);
  });

  it('refuses a sequence that lists itself', () => {
    const result = questionEditSchema().safeParse({
      ...base,
      questionType: 'SequenceOfQuestions',
      sequenceQuestionIds: [CHILD, ID],
    });
    expect(issues(result)).toEqual([['sequenceQuestionIds.1', 'validation.content.sequenceContainsItself']]);
  });

  it('checks questionnaire questions', () => {
    expect(issues(questionnaireQuestionSchema.safeParse({ questionText: ' ', questionType: '' }))).toEqual([
      ['questionText', 'validation.content.questionTextRequired'],
      ['questionType', 'validation.content.questionnaireQuestionTypeRequired'],
    ]);
    const result = questionEditSchema('Questionnaire').safeParse({
      ...base,
      questionType: 'Questionnaire',
      questionnaireQuestions: [
        { questionText: 'How often?', questionType: 'QuestionnaireScale', answers: [{ score: -101 }] },
      ],
    });
    expect(issues(result)).toEqual([
      ['questionnaireQuestions.0.answers.0.score', 'validation.content.signedScoreRange'],
      ['questionnaireQuestions.0.answers', 'validation.content.answersInvalid'],
    ]);
  });
});
