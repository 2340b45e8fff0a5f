import { describe, expect, it } from 'vitest';
import {
  ALL_QUESTION_TYPES,
  answerScoreRange,
  countsTowardScore,
  itemCategory,
  maxScoreForParts,
  QUESTION_TYPE_DISPLAY_NAMES,
  QuestionType,
  questionCategory,
  questionTypesInCategory,
  typeRequiredMessage,
} from './question-types.ts';

describe('question types', () => {
  it('has the 17 question types, each with a display name', () => {
    expect(ALL_QUESTION_TYPES).toHaveLength(17);
    expect(Object.keys(QUESTION_TYPE_DISPLAY_NAMES).sort()).toEqual([...ALL_QUESTION_TYPES].sort());
    expect(QUESTION_TYPE_DISPLAY_NAMES.MultipleChoiceImage).toBe('Multiple choice picture');
  });

  it('puts the six video/image types and sequences in the scored Question category', () => {
    expect(questionTypesInCategory('Question')).toEqual([
      'MultipleChoiceVideo',
      'SlidingScaleVideo',
      'ResponseTimeVideo',
      'LocationResponseImage',
      'LocationDiscriminationImage',
      'MultipleChoiceImage',
      'SequenceOfQuestions',
    ]);
    expect(ALL_QUESTION_TYPES.filter(countsTowardScore)).toHaveLength(7);
    expect(questionCategory(QuestionType.QuestionnaireScale)).toBe('QuestionnaireQuestion');
    expect(questionCategory(QuestionType.InformationText)).toBe('Information');
    expect(itemCategory([])).toBe('Question');
    expect(itemCategory(['LearningText', 'MultipleChoiceVideo'])).toBe('Learning');
  });

  it('accepts -100..100 only for questionnaire and sliding-scale answers', () => {
    expect(answerScoreRange('SlidingScaleVideo')).toMatchObject({ min: -100, max: 100 });
    expect(answerScoreRange('QuestionnaireMultipleChoice')).toMatchObject({ min: -100, max: 100 });
    expect(answerScoreRange('MultipleChoiceVideo')).toMatchObject({ min: 0, max: 100 });
    expect(answerScoreRange('LocationResponseImage').message).toBe('validation.content.scoreRange');
  });

  it('floors maxScore at 0 and picks the type message by category', () => {
    expect(maxScoreForParts(3)).toBe(300);
    expect(maxScoreForParts(-2)).toBe(0);
    expect(typeRequiredMessage('Learning')).toBe('validation.content.learningTypeRequired');
    expect(typeRequiredMessage('Questionnaire')).toBe('validation.content.questionnaireTypeRequired');
    expect(typeRequiredMessage('Question')).toBe('validation.content.questionTypeRequired');
  });
});
