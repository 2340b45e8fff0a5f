import { z } from 'zod';
import { idSchema } from './ids.ts';
import { maxRestartsSchema } from './licensing.ts';

/** An assignment is due two months after it is made unless a date is chosen. */
export const DEFAULT_TARGET_MONTHS_AHEAD = 2;

export function defaultTargetDate(now = new Date()): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + DEFAULT_TARGET_MONTHS_AHEAD);
  return date;
}

/** An ISO date (2026-12-31) or date and time with a zone (2026-12-31T09:00:00Z); a past date is allowed (overdue). */
const ISO_DATE_OR_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/;

/** Whether the text is an ISO date or date and time of a real calendar day (not 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_OR_DATE_TIME.test(value) || Number.isNaN(Date.parse(value))) return false;
  const day = value.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

export const targetDateSchema = z
  .string({ message: 'validation.targetDateInvalid' })
  .trim()
  .refine(isIsoDate, 'validation.targetDateInvalid');

/**
 * An assignment's maxRestarts may not exceed the limit set on the subscription's licence, unless it is 0
 * ('Max restarts cannot exceed the limit set on subscription').
 */
export function maxRestartsWithinLicence(maxRestarts: number, licenceMaxRestarts: number): boolean {
  return maxRestarts === 0 || maxRestarts <= licenceMaxRestarts;
}

/** The maximum retakes field of a required list row, for the licence's limit. */
export function assignmentMaxRestartsSchema(licenceMaxRestarts: number) {
  return maxRestartsSchema.refine(
    (value) => maxRestartsWithinLicence(value, licenceMaxRestarts),
    'validation.maxRestartsOverLicence',
  );
}

/**
 * createUserAssessmentAssignment (docs/product/assignments-and-licences.md#assignments): for a person (userId) or a
 * whole team (subscriptionTeamId), not both.
 */
export const createAssignmentSchema = z
  .object({
    id: idSchema.nullish(),
    subscriptionId: idSchema.nullish(),
    userId: idSchema.nullish(),
    subscriptionTeamId: idSchema.nullish(),
    assessmentId: idSchema,
    targetDate: targetDateSchema.nullish(),
    maxRestarts: maxRestartsSchema.nullish(),
  })
  .refine((model) => !!model.userId !== !!model.subscriptionTeamId, {
    message: 'validation.assignToPersonOrTeam',
    path: ['userId'],
  });

/** updateUserAssessmentAssignment: the due date and maximum retakes of a live assignment. */
export const updateAssignmentSchema = z.object({
  id: idSchema,
  targetDate: targetDateSchema.nullish(),
  maxRestarts: maxRestartsSchema.nullish(),
});

/**
 * POST /api/reminders/sendReminder (docs/product/reminders.md#sent-by-a-manager): remind one person of one assignment.
 */
export const sendReminderSchema = z.object({ userId: idSchema, assessmentId: idSchema });

/** POST /api/reminders/sendAllReminder: remind every member of a team who has it to do. */
export const sendAllReminderSchema = z.object({ assessmentId: idSchema, subscriptionTeamId: idSchema });
