import { z } from 'zod';
import { idSchema } from './ids.ts';

export const NAME_MAX_LENGTH = 200;

/** A required display name: trimmed, not blank, at most 200 characters. */
export const nameSchema = z
  .string({ message: 'validation.nameRequired' })
  .trim()
  .min(1, 'validation.nameRequired')
  .max(NAME_MAX_LENGTH, 'validation.nameTooLong');

export const questionTagFormSchema = z.object({ name: nameSchema });
export const createQuestionTagSchema = questionTagFormSchema.extend({ id: idSchema.optional() });
export const updateQuestionTagSchema = z.object({ id: idSchema, name: nameSchema.optional() });

export const DRIVER_METRIC_START_VALUE_DEFAULT = 0;
export const startValueSchema = z
  .number({ message: 'validation.startValueRange' })
  .int('validation.startValueRange')
  .min(0, 'validation.startValueRange')
  .max(100, 'validation.startValueRange');

export const driverMetricFormSchema = z.object({ name: nameSchema, startValue: startValueSchema });
export const createDriverMetricSchema = z.object({
  id: idSchema.optional(),
  name: nameSchema,
  startValue: startValueSchema.default(DRIVER_METRIC_START_VALUE_DEFAULT),
});
export const updateDriverMetricSchema = z.object({
  id: idSchema,
  name: nameSchema.optional(),
  startValue: startValueSchema.optional(),
});
