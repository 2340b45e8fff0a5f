import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll } from 'vitest';
import { assessmentFeedbacks, assessments } from '../src/modules/assessments/assessment.table.ts';
import {
  assessmentItemDriverMetricQuantities,
  assessmentItemQuestions,
  assessmentItems,
} from '../src/modules/assessments/assessment-item.table.ts';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../src/modules/content-rules/content-rule.table.ts';
import { blobReferences } from '../src/modules/files/blob-reference.table.ts';
import { questions } from '../src/modules/questions/question.table.ts';
import { driverMetrics } from '../src/modules/safety-metrics/driver-metric.table.ts';
import { questionTags } from '../src/modules/tags/tag.table.ts';
import type { Database } from '../src/platform/db/database.ts';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';
import { type GqlResponse, gql } from './graphql-client.ts';
import { useTestApp } from './test-app.ts';

export const ASSESSMENT_FIELDS = `id name assessmentType isSmartIndividuality feedbackStyle archived text
  imageBlobReferenceId tileText creationDate maxSuspiciousAnswers suspiciousAnswerText highRiskBelow mediumRiskBelow
  questionTags { id name } affectedDriverMetrics { id name } viewerCanUpdate`;

export type AssessmentResult = Record<string, unknown> & { id: string; creationDate: string };

/** Every field error of a response, field by field. */
export function fieldMessages(response: GqlResponse): Record<string, string> {
  const fields = (response.errors?.[0]?.extensions.fields ?? []) as { field: string; message: string }[];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

export interface ContentWorld {
  staff: BuiltUser;
  manager: BuiltUser;
  /** Primary safety metrics: speed (on questions.speeding) and observation (on questions.mirror). */
  metrics: { speed: string; observation: string };
  questions: { speeding: string; mirror: string; noMetric: string; deleted: string };
  tags: { urban: string; rural: string };
  imageId: string;
  videoId: string;
}

async function insertBlob(db: Database, uploadedByUserId: string, mimeType: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(blobReferences).values({
    id,
    subscriptionId: PROVIDER_SUBSCRIPTION_ID,
    filename: `file.${mimeType.split('/')[1]}`,
    mimeType,
    storageReference: `test/${id}`,
    sizeBytes: 68,
    uploadedByUserId,
  });
  return id;
}

async function insertQuestion(db: Database, name: string, driverMetricId: string | null, archived = false) {
  const id = crypto.randomUUID();
  await db.insert(questions).values({ id, name, questionType: 'MultipleChoiceVideo', driverMetricId, archived });
  return id;
}

/**
 * The test app with what assessments are built from, made once per file: a staff author, an Overview manager of
 * another subscription, metrics, questions (one deleted), tags and uploaded media.
 */
export function useAssessmentsApp() {
  const ctx = useTestApp();
  const world = {} as ContentWorld;
  beforeAll(async () => {
    const db = ctx.db;
    world.staff = await buildUser(db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    world.manager = await buildUser(db, {
      subscriptionId: (await buildSubscription(db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    world.metrics = { speed: crypto.randomUUID(), observation: crypto.randomUUID() };
    await db.insert(driverMetrics).values([
      { id: world.metrics.speed, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Speed' },
      { id: world.metrics.observation, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Observation' },
    ]);
    world.questions = {
      speeding: await insertQuestion(db, 'Speeding on a wet road', world.metrics.speed),
      mirror: await insertQuestion(db, 'Mirror check', world.metrics.observation),
      noMetric: await insertQuestion(db, 'Welcome page', null),
      deleted: await insertQuestion(db, 'Retired question', world.metrics.speed, true),
    };
    world.tags = { urban: crypto.randomUUID(), rural: crypto.randomUUID() };
    await db.insert(questionTags).values([
      { id: world.tags.urban, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Urban' },
      { id: world.tags.rural, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Rural' },
    ]);
    world.imageId = await insertBlob(db, world.staff.id, 'image/png');
    world.videoId = await insertBlob(db, world.staff.id, 'video/mp4');
  });
  /** Sends one operation as the staff author unless another cookie (or none: '') is given. */
  const call = <T = Record<string, unknown>>(query: string, variables: object = {}, cookie?: string) =>
    gql<T>(ctx.app, query, {
      variables: variables as Record<string, unknown>,
      cookie: cookie === undefined ? world.staff.cookie : cookie || undefined,
    });
  return { ctx, world, call };
}

const CONTENT_TABLES: Record<string, PgTable & { id: PgColumn }> = {
  assessments,
  assessmentFeedbacks,
  assessmentItems,
  assessmentItemQuestions,
  assessmentItemDriverMetricQuantities,
  questionTagLinks,
  driverMetricRecommendations,
  driverMetricAdjustments,
};

/** Every row of every assessment table, to prove a refused call changed nothing at all. */
export async function contentSnapshot(db: Database): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(CONTENT_TABLES)) {
    snapshot[name] = await db.select().from(table).orderBy(asc(table.id));
  }
  return snapshot;
}
