import { describe, expect, it } from 'vitest';
import { useAssessmentsApp } from '../../../test/assessments-harness.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

describe('itemsShortOfQuestions: items that cannot be presented as saved show before the next save is refused', () => {
  const { ctx, world, call } = useAssessmentsApp();

  it('counts items with no live question left, or fewer than they present, on the record and in the list', async () => {
    const assessmentId = crypto.randomUUID();
    await ctx.db
      .insert(assessments)
      .values({ id: assessmentId, name: 'Short & "broken" <items>', assessmentType: 'Assessment' });
    const item = async (numberOfQuestionsToPresent: number, questionIds: string[], archived = false) => {
      const itemId = crypto.randomUUID();
      await ctx.db
        .insert(assessmentItems)
        .values({ id: itemId, assessmentId, displayOrder: 1, numberOfQuestionsToPresent, archived });
      for (const questionId of questionIds) {
        await ctx.db
          .insert(assessmentItemQuestions)
          .values({ id: crypto.randomUUID(), assessmentId, assessmentItemId: itemId, questionId });
      }
    };
    const { speeding, mirror, noMetric, deleted } = world.questions;
    await item(1, [speeding]); // fine
    await item(1, [deleted]); // its only question was deleted since
    await item(3, [mirror, noMetric]); // presents more than it holds
    await item(2, [speeding, mirror, deleted]); // two live questions left for two: fine
    await item(1, [], true); // a removed item does not count

    const one = await call<{ assessment: { itemsShortOfQuestions: number } }>(
      'query ($id: ID!) { assessment(id: $id) { itemsShortOfQuestions } }',
      { id: assessmentId },
    );
    expect(one.data!.assessment.itemsShortOfQuestions).toBe(2);
    const listed = await call<{ assessments: { id: string; itemsShortOfQuestions: number }[] }>(
      'query { assessments(search: "broken") { id itemsShortOfQuestions } }',
    );
    expect(listed.data!.assessments).toEqual([{ id: assessmentId, itemsShortOfQuestions: 2 }]);
  });
});
