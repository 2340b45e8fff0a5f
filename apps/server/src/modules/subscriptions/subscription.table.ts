import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/timestamps.ts';

export const subscriptionTypeEnum = pgEnum('subscription_type', ['Subscription', 'Distributor', 'Study']);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey(),
    companyName: text().notNull(),
    archived: boolean().notNull().default(false),
    brandColor: text().notNull().default(''),
    brandImageBlobReferenceId: uuid(),
    maxUsers: integer().notNull().default(1),
    currentUsers: integer().notNull().default(0),
    restrictMaxUsers: boolean().notNull().default(false),
    allowBranding: boolean().notNull().default(false),
    allowExport: boolean().notNull().default(false),
    highRiskBelow: integer().notNull().default(30),
    mediumRiskBelow: integer().notNull().default(70),
    /** The daily run reminds this subscription's people of assignments due soon or overdue. */
    automaticReminders: boolean().notNull().default(true),
    reminderDaysBeforeDue: integer().notNull().default(7),
    subscriptionType: subscriptionTypeEnum().notNull(),
    distributorSubscriptionId: uuid().references((): AnyPgColumn => subscriptions.id),
    studyUniqueCode: text(),
    studyReturnUrl: text(),
    studyResultsPagePostUrl: text(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_study_unique_code_idx').on(t.studyUniqueCode),
    index('subscriptions_distributor_idx').on(t.distributorSubscriptionId),
  ],
);
