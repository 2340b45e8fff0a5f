import { z } from 'zod';
import { idSchema } from './ids.ts';

/** A participant identifier comes from a research panel's link (e.g. a Prolific id); longer is not an identifier. */
export const STUDY_IDENTIFIER_MAX_LENGTH = 200;

/** The study login (docs/product/studies.md#joining): the code and the participant's identifier, both required. */
export const studyLoginSchema = z.object({
  studyUniqueCode: z
    .string({ message: 'validation.studyCodeRequired' })
    .trim()
    .min(1, { message: 'validation.studyCodeRequired' }),
  userIdentifier: z
    .string({ message: 'validation.studyIdentifierRequired' })
    .trim()
    .min(1, { message: 'validation.studyIdentifierRequired' })
    .max(STUDY_IDENTIFIER_MAX_LENGTH, { message: 'validation.studyIdentifierTooLong' }),
});
export type StudyLoginInput = z.input<typeof studyLoginSchema>;

/** What /study-complete sends to sign the participant out of the study. */
export const studyLogoutSchema = z.object({ assessmentSessionId: idSchema });

/**
 * The query parameters a participant's identifier is taken from, in this order (research panels
 * such as Prolific add their own to the link).
 */
export const STUDY_IDENTIFIER_QUERY_PARAMETERS = [
  'user',
  'User',
  'userId',
  'UserId',
  'participant',
  'Participant',
  'prolific_pid',
  'PROLIFIC_PID',
  'Prolific_PID',
  'session',
  'Session',
  'id',
  'Id',
] as const;

/** The first of those parameters present with a value, else null. Names match exactly, as listed. */
export function studyIdentifierFromQuery(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of STUDY_IDENTIFIER_QUERY_PARAMETERS) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
