import type { QuestionType } from '@roadmark/domain/content/question-types';
import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll } from 'vitest';
import {
  driverMetricAdjustments,
  driverMetricRecommendations,
  questionTagLinks,
} from '../src/modules/content-rules/content-rule.table.ts';
import { blobReferences } from '../src/modules/files/blob-reference.table.ts';
import { questionSequenceQuestions, questions } from '../src/modules/questions/question.table.ts';
import { questionAnswers, questionFeedbacks } from '../src/modules/questions/question-answer.table.ts';
import { driverMetrics } from '../src/modules/safety-metrics/driver-metric.table.ts';
import { questionTags } from '../src/modules/tags/tag.table.ts';
import { type BuiltUser, buildSubscription, buildUser } from './factories.ts';
import { type GqlResponse, gql } from './graphql-client.ts';
import { useTestApp } from './test-app.ts';

/** Every field error of a response, field by field. */
export function fieldMessages(response: GqlResponse): Record<string, string> {
  const fields = (response.errors?.[0]?.extensions.fields ?? []) as { field: string; message: string }[];
  return Object.fromEntries(fields.map((f) => [f.field, f.message]));
}

export interface QuestionWorld {
  staff: BuiltUser;
  /** An Overview manager of another subscription: signed in, but no content author. */
  manager: BuiltUser;
  metricId: string;
  tagId: string;
  imageId: string;
  videoId: string;
}

/**
 * The test app with what question children are built from, made once per file: a staff author, an Overview
 * manager, a metric, a tag and an uploaded image and video. `addQuestion` inserts a question directly.
 */
export function useQuestionsApp() {
  const ctx = useTestApp();
  const world = {} as QuestionWorld;
  beforeAll(async () => {
    const db = ctx.db;
    world.staff = await buildUser(db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    world.manager = await buildUser(db, {
      subscriptionId: (await buildSubscription(db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    world.metricId = crypto.randomUUID();
    await db
      .insert(driverMetrics)
      .values({ id: world.metricId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Speed' });
    world.tagId = crypto.randomUUID();
    await db.insert(questionTags).values({ id: world.tagId, subscriptionId: PROVIDER_SUBSCRIPTION_ID, name: 'Urban' });
    for (const [key, mimeType] of [
      ['imageId', 'image/png'],
      ['videoId', 'video/mp4'],
    ] as const) {
      world[key] = crypto.randomUUID();
      await db.insert(blobReferences).values({
        id: world[key],
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        filename: `file.${mimeType.split('/')[1]}`,
        mimeType,
        storageReference: `test/${world[key]}`,
        sizeBytes: 68,
        uploadedByUserId: world.staff.id,
      });
    }
  });

  const addQuestion = async (
    questionType: QuestionType,
    fields: Partial<typeof questions.$inferInsert> = {},
  ): Promise<string> => {
    const id = crypto.randomUUID();
    await ctx.db.insert(questions).values({ id, name: `${questionType} ${id.slice(0, 4)}`, questionType, ...fields });
    return id;
  };

  /** Runs an operation as the staff author unless another cookie (or none: '') is given. */
  const call = <T = Record<string, unknown>>(query: string, variables: object = {}, cookie?: string) =>
    gql<T>(ctx.app, query, {
      variables: variables as Record<string, unknown>,
      cookie: cookie === undefined ? world.staff.cookie : cookie || undefined,
    });

  /** Every row of every question table, to prove a refused call changed nothing. */
  const snapshot = async () => {
    const tables: [PgTable, PgColumn][] = [
      [questions, questions.id],
      [questionAnswers, questionAnswers.id],
      [questionFeedbacks, questionFeedbacks.id],
      [questionSequenceQuestions, questionSequenceQuestions.id],
      [questionTagLinks, questionTagLinks.id],
      [driverMetricRecommendations, driverMetricRecommendations.id],
      [driverMetricAdjustments, driverMetricAdjustments.id],
    ];
    return Promise.all(tables.map(([table, id]) => ctx.db.select().from(table).orderBy(asc(id))));
  };

  return { ctx, world, addQuestion, call, snapshot };
}
