import { QUESTION_DEFAULTS } from '@roadmark/domain/content/question-types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { questions } from './question.table.ts';
import { questionAnswers } from './question-answer.table.ts';

/**
 * The content tables (migration 0006) start every record with the content defaults
 * (docs/product/content-editor.md#defaults), as the domain states them.
 */
describe('content tables', () => {
  const ctx = useTestApp();

  it('gives a new question, answer and assessment the content defaults', async () => {
    const [question] = await ctx.db
      .insert(questions)
      .values({ id: crypto.randomUUID(), name: 'Hazard ahead', questionType: 'ResponseTimeVideo' })
      .returning();
    expect(question).toMatchObject({ ...QUESTION_DEFAULTS, driverMetricId: null, archived: false });

    const [answer] = await ctx.db
      .insert(questionAnswers)
      .values({ id: crypto.randomUUID(), questionId: question!.id })
      .returning();
    expect(answer).toMatchObject({
      score: 0,
      isCorrect: false,
      startResponseTimeSeconds: 0,
      endResponseTimeSeconds: 0,
      subQuestionNumber: 1,
      isSuspicious: false,
    });

    const [assessment] = await ctx.db
      .insert(assessments)
      .values({ id: crypto.randomUUID(), name: 'Hazard perception', assessmentType: 'Assessment' })
      .returning();
    expect(assessment).toMatchObject({
      feedbackStyle: 'NoFeedback',
      isSmartIndividuality: false,
      maxSuspiciousAnswers: 0,
      highRiskBelow: 30,
      mediumRiskBelow: 70,
    });
    expect((await ctx.db.select().from(questions).where(eq(questions.id, question!.id))).length).toBe(1);
  });
});
