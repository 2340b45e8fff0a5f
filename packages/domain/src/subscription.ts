import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PIN_ALPHABET } from './pin.ts';
import { NAME_MAX_LENGTH } from './reference-data.ts';
import { AUTOMATIC_REMINDER_DEFAULTS, REMINDER_DAYS_BEFORE_DUE_MAX } from './reminders.ts';
import { DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW } from './risk.ts';
import { ALL_SUBSCRIPTION_TYPES } from './subscription-type.ts';

/** Defaults of a new subscription (docs/product/reference-data.md#the-subscription-form). */
export const SUBSCRIPTION_DEFAULTS = {
  maxUsers: 1,
  restrictMaxUsers: false,
  allowBranding: false,
  allowExport: false,
  brandColor: '',
  highRiskBelow: DEFAULT_HIGH_RISK_BELOW,
  mediumRiskBelow: DEFAULT_MEDIUM_RISK_BELOW,
  ...AUTOMATIC_REMINDER_DEFAULTS,
} as const;

/** Study codes are typed by participants, so they use the PIN alphabet (no 0/O, 1/I/L). */
export const STUDY_CODE_ALPHABET = PIN_ALPHABET;
export const STUDY_CODE_LENGTH = 8;
export const MAX_USERS_LIMIT = 1_000_000;

/** A brand colour of #000000 counts as none. */
export function effectiveBrandColor(subscription: { allowBranding: boolean; brandColor: string }): string {
  if (!subscription.allowBranding) return '';
  const colour = subscription.brandColor.trim().toLowerCase();
  return colour === '#000000' ? '' : colour;
}

/** The public start link of a study. */
export function studyStartPath(studyUniqueCode: string): string {
  return `/study/${encodeURIComponent(studyUniqueCode)}`;
}

const thresholdSchema = z
  .number({ message: 'validation.riskThresholdRange' })
  .int('validation.riskThresholdRange')
  .min(0, 'validation.riskThresholdRange')
  .max(100, 'validation.riskThresholdRange');

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** An optional http(s) address; blank means none. */
const webAddressSchema = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(2000, 'validation.urlInvalid')
    .pipe(z.url({ protocol: /^https?$/, message: 'validation.urlInvalid' }))
    .nullish(),
);

export const subscriptionFields = {
  companyName: z
    .string({ message: 'validation.subscriptionNameRequired' })
    .trim()
    .min(1, 'validation.subscriptionNameRequired')
    .max(NAME_MAX_LENGTH, 'validation.nameTooLong'),
  subscriptionType: z.enum(ALL_SUBSCRIPTION_TYPES, { message: 'validation.subscriptionTypeRequired' }),
  distributorSubscriptionId: z.preprocess(emptyToNull, idSchema.nullish()),
  maxUsers: z
    .number({ message: 'validation.maxUsersRange' })
    .int('validation.maxUsersRange')
    .min(0, 'validation.maxUsersRange')
    .max(MAX_USERS_LIMIT, 'validation.maxUsersRange'),
  restrictMaxUsers: z.boolean(),
  allowBranding: z.boolean(),
  allowExport: z.boolean(),
  brandColor: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, 'validation.brandColorInvalid'),
  brandImageBlobReferenceId: z.preprocess(emptyToNull, idSchema.nullish()),
  highRiskBelow: thresholdSchema,
  mediumRiskBelow: thresholdSchema,
  automaticReminders: z.boolean(),
  reminderDaysBeforeDue: z
    .number({ message: 'validation.reminderDaysRange' })
    .int('validation.reminderDaysRange')
    .min(1, 'validation.reminderDaysRange')
    .max(REMINDER_DAYS_BEFORE_DUE_MAX, 'validation.reminderDaysRange'),
  studyUniqueCode: z.preprocess(emptyToNull, z.string().max(40, 'errors.studyCodeNotGenerated').nullish()),
  studyReturnUrl: webAddressSchema,
  studyResultsPagePostUrl: webAddressSchema,
};

function thresholdsInOrder(value: { highRiskBelow: number; mediumRiskBelow: number }, ctx: z.RefinementCtx) {
  if (value.highRiskBelow > value.mediumRiskBelow) {
    ctx.addIssue({ code: 'custom', path: ['highRiskBelow'], message: 'validation.riskThresholdOrder' });
  }
}

/**
 * The whole subscription form (docs/product/reference-data.md#the-subscription-form), as the web form and the server
 * check it.
 */
export const subscriptionFormSchema = z.object(subscriptionFields).superRefine(thresholdsInOrder);
export type SubscriptionFormValues = z.input<typeof subscriptionFormSchema>;
export type SubscriptionModel = z.output<typeof subscriptionFormSchema>;

/** createSubscription: the form plus an optional client-generated id; unset fields take the defaults. */
export const createSubscriptionSchema = z
  .object({
    ...subscriptionFields,
    id: idSchema.optional(),
    maxUsers: subscriptionFields.maxUsers.default(SUBSCRIPTION_DEFAULTS.maxUsers),
    restrictMaxUsers: subscriptionFields.restrictMaxUsers.default(SUBSCRIPTION_DEFAULTS.restrictMaxUsers),
    allowBranding: subscriptionFields.allowBranding.default(SUBSCRIPTION_DEFAULTS.allowBranding),
    allowExport: subscriptionFields.allowExport.default(SUBSCRIPTION_DEFAULTS.allowExport),
    brandColor: subscriptionFields.brandColor.default(SUBSCRIPTION_DEFAULTS.brandColor),
    highRiskBelow: subscriptionFields.highRiskBelow.default(SUBSCRIPTION_DEFAULTS.highRiskBelow),
    mediumRiskBelow: subscriptionFields.mediumRiskBelow.default(SUBSCRIPTION_DEFAULTS.mediumRiskBelow),
    automaticReminders: subscriptionFields.automaticReminders.default(SUBSCRIPTION_DEFAULTS.automaticReminders),
    reminderDaysBeforeDue: subscriptionFields.reminderDaysBeforeDue.default(
      SUBSCRIPTION_DEFAULTS.reminderDaysBeforeDue,
    ),
  })
  .superRefine(thresholdsInOrder);

/**
 * updateSubscription: the id and the type are required (a save always carries its subscriptionType); other
 * fields left out keep their stored values, and the merged result is checked as a whole.
 */
export const updateSubscriptionSchema = z
  .object(subscriptionFields)
  .partial()
  .extend({ id: idSchema, subscriptionType: subscriptionFields.subscriptionType });
