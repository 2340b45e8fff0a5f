import { z } from 'zod';
import { isIsoDate } from '../assignments.ts';
import { idSchema } from '../ids.ts';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (2026-11-28), read in UTC: the period's first or last day, both included. */
export const analysisDaySchema = z
  .string({ message: 'validation.analysisDayInvalid' })
  .trim()
  .refine((value) => CALENDAR_DAY.test(value) && isIsoDate(value), 'validation.analysisDayInvalid');

/** What narrows an analysis: finished in the period (any time when a day is left out), and one subscription. */
const filterShape = {
  from: analysisDaySchema.nullish(),
  to: analysisDaySchema.nullish(),
  subscriptionId: idSchema.nullish(),
};

type Filter = { from?: string | null; to?: string | null };
const periodInOrder = (filter: Filter) => !filter.from || !filter.to || filter.from <= filter.to;
const periodOrderIssue = { message: 'validation.analysisPeriodOrder', path: ['to'] };

export const assessmentAnalysisInputSchema = z
  .object({ assessmentId: idSchema, ...filterShape })
  .refine(periodInOrder, periodOrderIssue);

export const questionAnalysisInputSchema = z
  .object({ questionId: idSchema, assessmentId: idSchema.nullish(), ...filterShape })
  .refine(periodInOrder, periodOrderIssue);

export type AssessmentAnalysisInput = z.output<typeof assessmentAnalysisInputSchema>;
export type QuestionAnalysisInput = z.output<typeof questionAnalysisInputSchema>;
