import { z } from 'zod';
import { ALL_ASSESSMENT_TYPES } from './content/assessment-form.ts';
import { idSchema } from './ids.ts';

/** SubscriptionAssessment.maxRestarts: how many retakes a licence allows; 0 allows the first attempt only. */
export const MAX_RESTARTS_LIMIT = 1000;
export const DEFAULT_MAX_RESTARTS = 0;

export const maxRestartsSchema = z
  .number({ message: 'validation.maxRestartsRange' })
  .int('validation.maxRestartsRange')
  .min(0, 'validation.maxRestartsRange')
  .max(MAX_RESTARTS_LIMIT, 'validation.maxRestartsRange');

/** createSubscriptionAssessment (docs/product/assignments-and-licences.md#licences). */
export const createSubscriptionAssessmentSchema = z.object({
  id: idSchema.nullish(),
  subscriptionId: idSchema,
  assessmentId: idSchema,
  maxRestarts: maxRestartsSchema.nullish(),
});

/** updateSubscriptionAssessment: only the restart limit of a licence changes. */
export const updateSubscriptionAssessmentSchema = z.object({ id: idSchema, maxRestarts: maxRestartsSchema });

export const assessmentTypesFilterSchema = z
  .array(z.enum(ALL_ASSESSMENT_TYPES, { message: 'validation.invalidInput' }))
  .nullish();
