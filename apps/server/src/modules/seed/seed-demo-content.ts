import { createReadStream } from 'node:fs';
import path from 'node:path';
import { RuleTargetType } from '@roadmark/domain/content/driver-metric-rules';
import { maxScoreForParts } from '@roadmark/domain/content/question-types';
import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/database.ts';
import type { FileStorage } from '../../platform/files/file-storage.ts';
import type { UploadLimits } from '../../platform/files/file-storage-config.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
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
import { type StoredFile, storeUpload } from '../files/store-upload.ts';
import { questionSequenceQuestions, questions } from '../questions/question.table.ts';
import { questionAnswers, questionFeedbacks } from '../questions/question-answer.table.ts';
import { driverMetrics } from '../safety-metrics/driver-metric.table.ts';
import { questionTags } from '../tags/tag.table.ts';
import { buildDemoContent, type DemoAssessment, type DemoContent, type DemoQuestion } from './demo-content.ts';
import { DEMO_ASSESSMENT_ID, DEMO_TRAINING_MODULE_ID, demoId } from './demo-ids.ts';
import { DEMO_MEDIA, DEMO_MEDIA_DIR, type DemoBlobIds, type DemoMedia } from './demo-media.ts';

export interface SeedDemoContentDeps {
  db: Database;
  /** The file storage the app serves /api/blobs from. */
  storage: FileStorage;
  limits: UploadLimits;
  /** Where the demo media files are read from; the committed ones unless a test says otherwise. */
  mediaDir?: string;
}

export type SeedDemoContentResult =
  | { seeded: false }
  | {
      seeded: true;
      assessment: { id: string; name: string };
      trainingModule: { id: string; name: string };
      questions: number;
      files: number;
    };

export const DEMO_METRIC_NAMES = { hazardPerception: 'Hazard perception', observation: 'Observation' } as const;
export const DEMO_TAG_NAME = 'Demo';

/**
 * Adds the demo assessment and training module with one question of every type (issue: demo content). It runs
 * once: when the demo assessment exists (even deleted, that is archived) nothing changes. The media are stored
 * like uploads, then every row is written in one transaction; when anything fails, no row is left and the stored
 * files are removed again.
 */
export async function seedDemoContent(deps: SeedDemoContentDeps): Promise<SeedDemoContentResult> {
  if (await demoIsThere(deps.db)) return { seeded: false };
  const uploaderId = await findProviderStaffUser(deps.db);
  const stored: StoredFile[] = [];
  try {
    const blobs = {} as DemoBlobIds;
    for (const [media, filename] of Object.entries(DEMO_MEDIA) as [DemoMedia, string][]) {
      const file = await storeUpload(
        { filename, source: createReadStream(path.join(deps.mediaDir ?? DEMO_MEDIA_DIR, filename)) },
        { storage: deps.storage, limits: deps.limits, kinds: ['image', 'video'] },
      );
      stored.push(file);
      blobs[media] = file.id;
    }
    const content = await deps.db.transaction(async (tx) => {
      await tx.insert(blobReferences).values(
        stored.map((file) => ({
          ...file,
          subscriptionId: PROVIDER_SUBSCRIPTION_ID,
          uploadedByUserId: uploaderId,
          visibility: 'content' as const,
        })),
      );
      const demo = buildDemoContent({
        blobs,
        hazardPerceptionMetricId: await providerMetric(tx, DEMO_METRIC_NAMES.hazardPerception),
        observationMetricId: await providerMetric(tx, DEMO_METRIC_NAMES.observation),
        demoTagId: await providerTag(tx, DEMO_TAG_NAME),
      });
      await insertQuestions(tx, demo.questions);
      for (const assessment of demo.assessments) await insertAssessment(tx, assessment);
      return demo;
    });
    return summary(content, stored.length);
  } catch (error) {
    await Promise.all(stored.map((file) => deps.storage.delete(file.storageReference).catch(() => {})));
    throw error;
  }
}

async function demoIsThere(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, DEMO_ASSESSMENT_ID));
  return !!row;
}

/** The media need an owner: the provider's first Roadmark staff account (the foundation seed's administrator). */
async function findProviderStaffUser(db: Database): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.subscriptionId, PROVIDER_SUBSCRIPTION_ID),
        eq(users.roleGroupId, roleGroupByName(RoleGroupName.Staff).id),
        eq(users.archived, false),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!user) {
    throw new Error('The demo content needs a Roadmark staff account to own its files: start Roadmark once first.');
  }
  return user.id;
}

/** The provider's live metric of that name, or a new one: the demo never makes a second "Observation". */
async function providerMetric(tx: Transaction, name: string): Promise<string> {
  const [existing] = await tx
    .select({ id: driverMetrics.id })
    .from(driverMetrics)
    .where(
      and(
        eq(driverMetrics.subscriptionId, PROVIDER_SUBSCRIPTION_ID),
        eq(driverMetrics.archived, false),
        sql`lower(${driverMetrics.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const id = demoId(`metric/${name}`);
  await tx.insert(driverMetrics).values({ id, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name });
  return id;
}

async function providerTag(tx: Transaction, name: string): Promise<string> {
  const [existing] = await tx
    .select({ id: questionTags.id })
    .from(questionTags)
    .where(
      and(
        eq(questionTags.subscriptionId, PROVIDER_SUBSCRIPTION_ID),
        eq(questionTags.archived, false),
        sql`lower(${questionTags.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const id = demoId(`tag/${name}`);
  await tx.insert(questionTags).values({ id, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name });
  return id;
}

/** Prompts and answer texts are stored as the editor's save stores them: sanitised rich text. */
const richText = (html: string | undefined) => sanitizeRichText(html ?? '');

async function insertQuestions(tx: Transaction, demoQuestions: DemoQuestion[]): Promise<void> {
  await tx.insert(questions).values(
    demoQuestions.map((question) => ({
      id: question.id,
      name: question.name,
      questionType: question.questionType,
      questionText: richText(question.questionText),
      preQuestionText: richText(question.preQuestionText),
      imageBlobReferenceId: question.imageBlobReferenceId,
      videoBlobReferenceId: question.videoBlobReferenceId,
      questionTextImageBlobReferenceId: question.questionTextImageBlobReferenceId,
      driverMetricId: question.driverMetricId,
      numberOfSubQuestions: question.numberOfSubQuestions,
      maxScore: maxScoreForParts(question.numberOfSubQuestions),
      ...(question.timeLimitSeconds === undefined ? {} : { timeLimitSeconds: question.timeLimitSeconds }),
      ...(question.maximumClicks === undefined ? {} : { maximumClicks: question.maximumClicks }),
    })),
  );
  const answers = demoQuestions.flatMap((question) =>
    question.answers.map(({ id, discriminationGroup, suspicionScore, answerText, ...answer }) => ({
      ...answer,
      id: id!,
      questionId: question.id,
      answerText: richText(answerText),
      discriminationGroup: discriminationGroup ?? 0,
      suspicionScore: suspicionScore ?? null,
    })),
  );
  if (answers.length > 0) await tx.insert(questionAnswers).values(answers);
  const feedbacks = demoQuestions.flatMap((question) =>
    question.feedbacks.map(({ id, feedbackText, ...feedback }) => ({
      ...feedback,
      id: id!,
      questionId: question.id,
      feedbackText: richText(feedbackText),
    })),
  );
  if (feedbacks.length > 0) await tx.insert(questionFeedbacks).values(feedbacks);
  const links = demoQuestions.flatMap((question) =>
    question.childQuestionIds.map((childQuestionId, index) => ({
      id: demoId(`question-link/${question.id}/${childQuestionId}`),
      parentQuestionId: question.id,
      childQuestionId,
      displayOrder: index + 1,
    })),
  );
  if (links.length > 0) await tx.insert(questionSequenceQuestions).values(links);
  for (const question of demoQuestions) await insertTargetRules(tx, RuleTargetType.Question, question.id, question);
}

async function insertAssessment(tx: Transaction, assessment: DemoAssessment): Promise<void> {
  const { id, feedbacks, items, recommendations, adjustments, tagIds, ...fields } = assessment;
  await tx.insert(assessments).values({
    ...fields,
    id,
    text: richText(fields.text),
    tileText: richText(fields.tileText),
  });
  if (feedbacks.length > 0) {
    await tx.insert(assessmentFeedbacks).values(
      feedbacks.map(({ id: feedbackId, feedbackText, ...feedback }) => ({
        ...feedback,
        id: feedbackId!,
        assessmentId: id,
        feedbackText: richText(feedbackText),
      })),
    );
  }
  for (const item of items) {
    await tx.insert(assessmentItems).values({
      id: item.id,
      assessmentId: id,
      displayOrder: item.displayOrder,
      numberOfQuestionsToPresent: item.numberOfQuestionsToPresent ?? 1,
      counterbalanceGroup: item.counterbalanceGroup ?? '',
    });
    await tx.insert(assessmentItemQuestions).values(
      item.questionIds.map((questionId) => ({
        id: demoId(`item-question/${item.id}/${questionId}`),
        assessmentId: id,
        assessmentItemId: item.id,
        questionId,
      })),
    );
    const rules = item.displayRules ?? [];
    if (rules.length > 0) {
      await tx.insert(assessmentItemDriverMetricQuantities).values(
        rules.map((rule) => ({
          id: rule.id!,
          assessmentItemId: item.id,
          driverMetricId: rule.driverMetricId as string,
          quantity: rule.quantity as number,
        })),
      );
    }
  }
  await insertTargetRules(tx, RuleTargetType.Assessment, id, { recommendations, adjustments, tagIds });
}

/** Tag links, recommendation and adjustment rules hang on a question or an assessment alike. */
async function insertTargetRules(
  tx: Transaction,
  targetType: RuleTargetType,
  targetId: string,
  rules: Pick<DemoQuestion, 'recommendations' | 'adjustments' | 'tagIds'>,
): Promise<void> {
  const target = { targetType, targetId };
  if (rules.tagIds.length > 0) {
    await tx.insert(questionTagLinks).values(
      rules.tagIds.map((questionTagId) => ({
        ...target,
        id: demoId(`tag-link/${targetId}/${questionTagId}`),
        questionTagId,
      })),
    );
  }
  if (rules.recommendations.length > 0) {
    await tx.insert(driverMetricRecommendations).values(
      rules.recommendations.map((rule) => ({
        ...target,
        id: rule.id!,
        driverMetricId: rule.driverMetricId as string,
        minScore: rule.minScore,
        maxScore: rule.maxScore,
      })),
    );
  }
  if (rules.adjustments.length > 0) {
    await tx.insert(driverMetricAdjustments).values(
      rules.adjustments.map((rule) => ({
        ...target,
        id: rule.id!,
        driverMetricId: rule.driverMetricId as string,
        minScore: rule.minScore,
        maxScore: rule.maxScore,
        adjustmentValue: rule.adjustmentValue,
      })),
    );
  }
}

function summary(content: DemoContent, files: number): SeedDemoContentResult {
  const named = (id: string) => {
    const found = content.assessments.find((assessment) => assessment.id === id)!;
    return { id: found.id, name: found.name };
  };
  return {
    seeded: true,
    assessment: named(DEMO_ASSESSMENT_ID),
    trainingModule: named(DEMO_TRAINING_MODULE_ID),
    questions: content.questions.length,
    files,
  };
}
