import { describe, expect, it } from 'vitest';
import { AssessmentType, FeedbackStyle } from '../content/assessment-form.ts';
import { QuestionType } from '../content/question-types.ts';
import { answersAreFinal, positionMoveRefusal, reachedAfterMove, type SessionPageKind } from './session-moves.ts';
import { buildSessionPages } from './session-pages.ts';

const { Assessment, TrainingModule } = AssessmentType;

describe('positionMoveRefusal', () => {
  it.each<[AssessmentType, number, number | null, string | null, string]>([
    [Assessment, 2, 3, null, 'one page forward'],
    [Assessment, 2, 2, null, 'staying on the page (a save of its answers, or a replay)'],
    [Assessment, 2, null, null, 'a save without a position'],
    [Assessment, 2, 4, 'errors.sessionPositionSkipsPages', 'two pages forward'],
    [Assessment, 0, 9, 'errors.sessionPositionSkipsPages', 'a jump to the end'],
    [Assessment, 2, 1, 'errors.sessionPositionBackward', 'an assessment going back'],
    [TrainingModule, 5, 1, null, 'a training module going back any number of pages'],
    [TrainingModule, 5, 7, 'errors.sessionPositionSkipsPages', 'a training module skipping a page'],
  ])('%s reached %s, asks %s: %s (%s)', (type, reached, requested, expected) => {
    expect(positionMoveRefusal(type, reached, requested)).toBe(expected);
  });
});

describe('reachedAfterMove', () => {
  it.each<[number, number | null, number]>([
    [2, 3, 3],
    [5, 1, 5],
    [4, null, 4],
  ])('reached %s, moved to %s: %s', (reached, requested, expected) => {
    expect(reachedAfterMove(reached, requested)).toBe(expected);
  });
});

describe('answersAreFinal', () => {
  // start, q0 (scored), fb0, q1 (learning), q2 (scored), fb2, finish
  const withFeedback = buildSessionPages(
    [
      { questionType: QuestionType.MultipleChoiceImage },
      { questionType: QuestionType.LearningText },
      { questionType: QuestionType.SequenceOfQuestions },
    ],
    FeedbackStyle.EachQuestionFeedback,
  );
  // start, q0, q1, finish
  const summary = buildSessionPages(
    [{ questionType: QuestionType.MultipleChoiceImage }, { questionType: QuestionType.Questionnaire }],
    FeedbackStyle.SummaryFeedback,
  );

  it.each<[string, SessionPageKind[], AssessmentType, number, number, boolean]>([
    ['on its own page', withFeedback, Assessment, 1, 0, false],
    ['once its feedback page is reached', withFeedback, Assessment, 2, 0, true],
    ['once its feedback page is reached, in training too', withFeedback, TrainingModule, 2, 0, true],
    ['in training, back on its page after its feedback', withFeedback, TrainingModule, 6, 0, true],
    ['not yet reached', withFeedback, Assessment, 1, 2, false],
    ['an assessment page passed', summary, Assessment, 2, 0, true],
    ['a questionnaire page passed in an assessment', summary, Assessment, 3, 1, true],
    ['a training page passed without feedback (it may be revisited)', summary, TrainingModule, 3, 0, false],
    ['a page ahead of the one reached', summary, Assessment, 1, 1, false],
  ])('%s', (_case, pages, type, reached, questionIndex, expected) => {
    expect(answersAreFinal(pages, type, reached, questionIndex)).toBe(expected);
  });
});
