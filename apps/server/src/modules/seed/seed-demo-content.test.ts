import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { assessmentEditSchema } from '@roadmark/domain/content/assessment-form';
import { questionEditSchema } from '@roadmark/domain/content/question-form';
import { ALL_QUESTION_TYPES, QuestionType, questionCategory } from '@roadmark/domain/content/question-types';
import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { TEST_ADMIN, testConfig } from '../../../test/test-app.ts';
import type { Database } from '../../platform/db/database.ts';
import { LocalDiskStorage } from '../../platform/files/local-disk-storage.ts';
import { users } from '../accounts/user.table.ts';
import { assessmentFeedbacks, assessments } from '../assessments/assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from '../assessments/assessment-item.table.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../content-rules/content-rule.table.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { questionSequenceQuestions, questions } from '../questions/question.table.ts';
import { questionAnswers, questionFeedbacks } from '../questions/question-answer.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { DEMO_ASSESSMENT_ID, DEMO_TRAINING_MODULE_ID } from './demo-ids.ts';
import { DEMO_MEDIA, DEMO_MEDIA_DIR } from './demo-media.ts';
import { seedDemoContent } from './seed-demo-content.ts';

const CONTENT_TABLES: Record<string, PgTable & { id: never }> = {
  blobReferences,
  driverMetrics,
  questionTags,
  questions,
  questionAnswers,
  questionFeedbacks,
  questionSequenceQuestions,
  assessments,
  assessmentFeedbacks,
  assessmentItems,
  assessmentItemQuestions,
  assessmentItemDriverMetricQuantities,
  questionTagLinks,
  driverMetricRecommendations,
  driverMetricAdjustments,
} as never;

/** Every row of every table the demo writes, and every stored file: what "changes nothing" compares. */
async function snapshot(db: Database, storedFiles: () => Promise<string[]>) {
  const rows: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(CONTENT_TABLES)) {
    rows[name] = await db
      .select()
      .from(table)
      .orderBy(asc((table as unknown as { id: never }).id));
  }
  return { rows, files: await storedFiles() };
}

function useDemoSeed() {
  const files = useFilesApp();
  const seed = () =>
    seedDemoContent({
      db: files.ctx.db,
      storage: new LocalDiskStorage(files.storageRoot),
      limits: testConfig().uploadLimits,
    });
  return { ...files, seed, snapshot: () => snapshot(files.ctx.db, files.storedFiles) };
}

function expectValid<T extends z.ZodType>(schema: T, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  expect(
    parsed.success ? [] : parsed.error.issues.map((issue) => `${what}: ${issue.path.join('.')} ${issue.message}`),
  ).toEqual([]);
}

describe('the demo content when a step fails', () => {
  const demo = useDemoSeed();

  it('is not in the test app unless a test seeds it', async () => {
    expect(await demo.ctx.db.select().from(assessments)).toEqual([]);
    expect(await demo.ctx.db.select().from(questions)).toEqual([]);
  });

  it('leaves no row and no stored file: the rows are one transaction and the files are removed again', async () => {
    // A record already holding the training module's id makes the last insert of the seed fail.
    await demo.ctx.db
      .insert(assessments)
      .values({ id: DEMO_TRAINING_MODULE_ID, name: 'In the way', assessmentType: 'TrainingModule' });
    const before = await demo.snapshot();

    await expect(demo.seed()).rejects.toThrow(/insert into "assessments"/);

    expect(await demo.snapshot()).toEqual(before);
    expect(before.files).toEqual([]);
  });
});

describe('the demo content', () => {
  const demo = useDemoSeed();
  let staff: BuiltUser;
  beforeAll(async () => {
    staff = await buildUser(demo.ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });

  it('adds the demo assessment and training module with one question of every type', async () => {
    const result = await demo.seed();
    expect(result).toEqual({
      seeded: true,
      assessment: { id: DEMO_ASSESSMENT_ID, name: 'Demo: Hazard perception' },
      trainingModule: { id: DEMO_TRAINING_MODULE_ID, name: 'Demo: Spotting hazards' },
      questions: ALL_QUESTION_TYPES.length,
      files: Object.keys(DEMO_MEDIA).length,
    });
    const types = (await demo.ctx.db.select({ type: questions.questionType }).from(questions)).map((q) => q.type);
    expect(types.sort()).toEqual([...ALL_QUESTION_TYPES].sort());

    const [assessment] = await demo.ctx.db.select().from(assessments).where(eq(assessments.id, DEMO_ASSESSMENT_ID));
    expect(assessment).toMatchObject({ assessmentType: 'Assessment', feedbackStyle: 'SummaryFeedback' });
    const [training] = await demo.ctx.db.select().from(assessments).where(eq(assessments.id, DEMO_TRAINING_MODULE_ID));
    expect(training).toMatchObject({ assessmentType: 'TrainingModule', feedbackStyle: 'EachQuestionFeedback' });
  });

  it('stores every question and both assessments so that the editors’ schemas accept them', async () => {
    const db = demo.ctx.db;
    const allQuestions = await db.select().from(questions);
    const byId = new Map(allQuestions.map((question) => [question.id, question]));
    const answersOf = (questionId: string) =>
      db.select().from(questionAnswers).where(eq(questionAnswers.questionId, questionId));
    const childrenOf = async (parentQuestionId: string) =>
      (
        await db
          .select()
          .from(questionSequenceQuestions)
          .where(eq(questionSequenceQuestions.parentQuestionId, parentQuestionId))
          .orderBy(asc(questionSequenceQuestions.displayOrder))
      ).map((link) => byId.get(link.childQuestionId)!);
    const targetRules = async (targetId: string) => ({
      recommendations: await db
        .select()
        .from(driverMetricRecommendations)
        .where(eq(driverMetricRecommendations.targetId, targetId)),
      adjustments: await db
        .select()
        .from(driverMetricAdjustments)
        .where(eq(driverMetricAdjustments.targetId, targetId)),
      tagIds: (await db.select().from(questionTagLinks).where(eq(questionTagLinks.targetId, targetId))).map(
        (link) => link.questionTagId,
      ),
    });

    for (const question of allQuestions) {
      const children = await childrenOf(question.id);
      const edited = {
        ...question,
        answers: await answersOf(question.id),
        feedbacks: await db.select().from(questionFeedbacks).where(eq(questionFeedbacks.questionId, question.id)),
        ...(await targetRules(question.id)),
        sequenceQuestionIds:
          question.questionType === QuestionType.SequenceOfQuestions ? children.map((child) => child.id) : [],
        questionnaireQuestions:
          question.questionType === QuestionType.Questionnaire
            ? await Promise.all(children.map(async (child) => ({ ...child, answers: await answersOf(child.id) })))
            : [],
      };
      expectValid(questionEditSchema(questionCategory(question.questionType)), edited, question.name);
      expect((await targetRules(question.id)).tagIds).toHaveLength(1);
    }

    for (const assessment of await db.select().from(assessments)) {
      const items = await db.select().from(assessmentItems).where(eq(assessmentItems.assessmentId, assessment.id));
      const edited = {
        ...assessment,
        feedbacks: await db
          .select()
          .from(assessmentFeedbacks)
          .where(eq(assessmentFeedbacks.assessmentId, assessment.id)),
        ...(await targetRules(assessment.id)),
        items: await Promise.all(
          items.map(async (item) => ({
            ...item,
            questionIds: (
              await db
                .select()
                .from(assessmentItemQuestions)
                .where(eq(assessmentItemQuestions.assessmentItemId, item.id))
            ).map((link) => link.questionId),
            displayRules: await db
              .select()
              .from(assessmentItemDriverMetricQuantities)
              .where(eq(assessmentItemDriverMetricQuantities.assessmentItemId, item.id)),
          })),
        ),
      };
      expectValid(assessmentEditSchema, edited, assessment.name);
    }
  });

  it('scores the response-time clip 5 to 1 like the theory test, and links the questionnaire’s sub-questions', async () => {
    const db = demo.ctx.db;
    const [responseTime] = await db
      .select()
      .from(questions)
      .where(eq(questions.questionType, QuestionType.ResponseTimeVideo));
    const windows = await db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.questionId, responseTime!.id))
      .orderBy(asc(questionAnswers.startResponseTimeSeconds));
    expect(windows.map((window) => window.score)).toEqual([100, 80, 60, 40, 20]);

    const [questionnaire] = await db
      .select()
      .from(questions)
      .where(eq(questions.questionType, QuestionType.Questionnaire));
    const subQuestionLinks = await db
      .select()
      .from(questionSequenceQuestions)
      .where(eq(questionSequenceQuestions.parentQuestionId, questionnaire!.id));
    expect(questionnaire).toMatchObject({ numberOfSubQuestions: subQuestionLinks.length, maxScore: 300 });
    expect(await db.select().from(questionAnswers).where(eq(questionAnswers.questionId, questionnaire!.id))).toEqual(
      [],
    );

    const [pool] = (
      await db.select().from(assessmentItems).where(eq(assessmentItems.assessmentId, DEMO_ASSESSMENT_ID))
    ).filter((item) => item.numberOfQuestionsToPresent === 2);
    expect(
      await db.select().from(assessmentItemQuestions).where(eq(assessmentItemQuestions.assessmentItemId, pool!.id)),
    ).toHaveLength(3);
    expect(
      await db
        .select()
        .from(assessmentItemDriverMetricQuantities)
        .where(eq(assessmentItemDriverMetricQuantities.assessmentItemId, pool!.id)),
    ).toHaveLength(2);
  });

  it('stores the media like uploads, owned by the administrator and served to staff by /api/blobs', async () => {
    const [admin] = await demo.ctx.db.select().from(users).where(eq(users.normalizedEmail, TEST_ADMIN.email));
    const blobs = await demo.ctx.db.select().from(blobReferences);
    expect(blobs.map((blob) => [blob.filename, blob.mimeType]).sort()).toEqual([
      ['hazard-clip-thumbnail.jpg', 'image/jpeg'],
      ['hazard-clip.mp4', 'video/mp4'],
      ['risk-scale.png', 'image/png'],
      ['street-hazards.jpg', 'image/jpeg'],
    ]);
    for (const blob of blobs) {
      expect(blob).toMatchObject({
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        uploadedByUserId: admin!.id,
        visibility: 'content',
      });
      const response = await demo.get(`/api/blobs/${blob.id}`, { cookie: staff.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(blob.mimeType);
      expect(response.rawPayload.equals(await readFile(path.join(DEMO_MEDIA_DIR, blob.filename)))).toBe(true);
    }
    const [clipQuestion] = await demo.ctx.db
      .select()
      .from(questions)
      .where(eq(questions.questionType, QuestionType.MultipleChoiceVideo));
    const clip = blobs.find((blob) => blob.filename === DEMO_MEDIA.hazardClip)!;
    expect(clipQuestion!.videoBlobReferenceId).toBe(clip.id);
  });

  it('changes nothing when it runs again', async () => {
    const before = await demo.snapshot();
    expect(await demo.seed()).toEqual({ seeded: false });
    expect(await demo.snapshot()).toEqual(before);
  });
});
