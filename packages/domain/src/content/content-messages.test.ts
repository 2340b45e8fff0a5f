import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages.ts';

declare global {
  interface ImportMeta {
    glob: (pattern: string, options: { query: string; import: string; eager: true }) => Record<string, string>;
  }
}

const sources = Object.entries(import.meta.glob('./*.ts', { query: '?raw', import: 'default', eager: true }))
  .filter(([path]) => !path.endsWith('.test.ts'))
  .map(([, source]) => source);
const usedKeys = [...new Set(sources.flatMap((source) => source.match(/validation\.[\w.]+\w/g) ?? []))];

describe('content messages', () => {
  it('finds the keys the schemas use', () => {
    expect(usedKeys.length).toBeGreaterThan(30);
  });

  it.each(usedKeys)('%s has text in en-GB and en-US', (key) => {
    expect(translateMessage(key, {}, 'en-GB')).not.toBe(key);
    expect(translateMessage(key, {}, 'en-US')).not.toBe(key);
  });

  it.each([
    ['validation.content.assessmentTypeRequired', 'Type of assessment is required'],
    ['validation.content.feedbackStyleRequired', 'Style of feedback is required'],
    ['validation.content.feedbacksInvalid', 'One or more of the feedbacks are invalid'],
    ['validation.content.recommendationsInvalid', 'One or more of the drive metric recommendation rules are invalid'],
    ['validation.content.itemsInvalid', 'One or more of the assessment items are invalid'],
    ['validation.content.answersInvalid', 'One or more of the answers are invalid'],
    ['validation.content.metricRequired', 'Metric is required'],
    ['validation.content.adjustmentZero', 'Adjustment cannot be zero'],
    ['validation.content.quantityRequired', 'Quantity is required'],
    ['validation.content.learningTypeRequired', 'Type of learning is required'],
    ['validation.content.questionnaireTypeRequired', 'Type of questionnaire is required'],
    ['validation.content.questionTypeRequired', 'Type of question is required'],
    ['validation.content.scoreRange', 'Score must be between 0 and 100'],
    ['validation.content.questionTextRequired', 'Question text is required'],
    ['validation.content.questionnaireQuestionTypeRequired', 'Question type is required'],
    ['validation.nameRequired', 'Name is required'],
  ])('%s reads exactly as documented', (key, text) => {
    expect(translateMessage(key, {}, 'en-GB')).toBe(text);
    expect(translateMessage(key, {}, 'en-US')).toBe(text);
  });
});
