import { describe, expect, it } from 'vitest';
import { assessmentEditSchema } from './assessment-form.ts';
import {
  assessmentTabName,
  assessmentTabsWithProblems,
  questionTabName,
  questionTabsWithProblems,
} from './editor-tabs.ts';

describe('tabs with problems', () => {
  it('maps assessment issues to the editor tabs in tab order', () => {
    const issues = [
      { path: ['tagIds', 0] },
      { path: ['adjustments'] },
      { path: ['name'] },
      { path: ['items', 0, 'questionIds'] },
      { path: ['text'] },
    ];
    expect(assessmentTabsWithProblems(issues)).toEqual([
      'main',
      'introduction',
      'questionsAndActivities',
      'recommend',
      'tags',
    ]);
    expect(assessmentTabsWithProblems([])).toEqual([]);
  });

  it('maps question issues: answers to the prompt tab, the rest of the question to main', () => {
    expect(
      questionTabsWithProblems([
        { path: ['answers', 1, 'score'] },
        { path: ['feedbacks'] },
        { path: ['maximumClicks'] },
      ]),
    ).toEqual(['main', 'prompt', 'feedback']);
  });

  it('flags the tabs of a real parse result', () => {
    const result = assessmentEditSchema.safeParse({
      name: '',
      assessmentType: 'Assessment',
      feedbackStyle: 'NoFeedback',
      maxSuspiciousAnswers: 0,
      highRiskBelow: 30,
      mediumRiskBelow: 70,
      feedbacks: [{ minTotalScore: 0, maxTotalScore: 120 }],
    });
    expect(assessmentTabsWithProblems(result.error?.issues ?? [])).toEqual(['main', 'feedback']);
  });

  it('names the tabs as documented', () => {
    expect(assessmentTabName('main', 'TrainingModule')).toBe('Training');
    expect(assessmentTabName('questionsAndActivities', 'Assessment')).toBe('Questions and activities');
    expect(questionTabName('prompt', 'LocationResponseImage')).toBe('Response windows');
    expect(questionTabName('prompt', 'MultipleChoiceVideo')).toBe('Question prompt');
    expect(questionTabName('main', 'MultipleChoiceImage')).toBe('Scene');
    expect(questionTabName('main', 'SequenceOfQuestions')).toBe('Questions');
  });
});
