import { describe, expect, it } from 'vitest';
import { assessmentBundle } from './assessment-bundle';
import { type AssessmentEditorValues, type ItemValue, newAssessmentValues } from './assessment-editor-values';

function item(id: string, questionIds: string[], rules: ItemValue['displayRules'] = []): ItemValue {
  return {
    id,
    displayOrder: 1,
    numberOfQuestionsToPresent: 1,
    counterbalanceGroup: '',
    pool: questionIds.map((questionId) => ({
      id: `${id}-${questionId}`,
      question: { id: questionId, name: questionId, questionType: 'MultipleChoiceVideo', scoredDriverMetricNames: [] },
    })),
    displayRules: rules,
  };
}

describe('assessmentBundle (save order, one transaction)', () => {
  it('sends a new assessment with its items, pools, rules and tags as additions', () => {
    const values: AssessmentEditorValues = {
      ...newAssessmentValues('Assessment'),
      name: 'Urban hazards',
      items: [item('i1', ['q1', 'q2'], [{ id: 'r1', driverMetricId: 'm1', quantity: 2 }])],
      tagIds: ['t1'],
    };
    const bundle = assessmentBundle(null, values);
    expect(bundle.assessment).toMatchObject({ id: values.id, name: 'Urban hazards', highRiskBelow: 30 });
    expect(bundle.items.added).toEqual([
      { id: 'i1', displayOrder: 1, numberOfQuestionsToPresent: 2, counterbalanceGroup: '' },
    ]);
    expect(bundle.itemQuestions.added).toEqual([
      { id: 'i1-q1', assessmentItemId: 'i1', questionId: 'q1' },
      { id: 'i1-q2', assessmentItemId: 'i1', questionId: 'q2' },
    ]);
    expect(bundle.itemDriverMetricQuantities.added).toEqual([
      { id: 'r1', assessmentItemId: 'i1', driverMetricId: 'm1', quantity: 2 },
    ]);
    expect(bundle.tagLinks).toEqual({ added: [{ questionTagId: 't1' }], updated: [], removed: [] });
  });

  it('removes an item once, leaving its pool and rules to the server, and only sends what changed', () => {
    const loaded: AssessmentEditorValues = {
      ...newAssessmentValues('TrainingModule'),
      items: [item('keep', ['q1']), item('drop', ['q2'], [{ id: 'r9', driverMetricId: 'm1', quantity: 1 }])],
      tagLinks: [{ id: 'link1', questionTagId: 't1' }],
      tagIds: ['t1'],
    };
    const edited: AssessmentEditorValues = {
      ...loaded,
      items: [{ ...item('keep', ['q1', 'q3']), counterbalanceGroup: 'A' }],
      tagIds: [],
    };
    const bundle = assessmentBundle(loaded, edited);
    expect(bundle.items).toEqual({
      added: [],
      updated: [{ id: 'keep', displayOrder: 1, numberOfQuestionsToPresent: 1, counterbalanceGroup: 'A' }],
      removed: ['drop'],
    });
    expect(bundle.itemQuestions).toEqual({
      added: [{ id: 'keep-q3', assessmentItemId: 'keep', questionId: 'q3' }],
      updated: [],
      removed: [],
    });
    expect(bundle.itemDriverMetricQuantities.removed).toEqual([]);
    expect(bundle.tagLinks.removed).toEqual(['link1']);
    expect(bundle.feedbacks).toEqual({ added: [], updated: [], removed: [] });
  });
});
