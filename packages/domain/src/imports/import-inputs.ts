import { z } from 'zod';
import { idSchema } from '../ids.ts';

/**
 * importUsers: the uploaded file, where the people go, and the security group a row without one gets
 * (by name, as the file writes groups, or by id). `importId`, made by the browser, lets it ask how far the run is.
 */
export const importUsersSchema = z.object({
  blobId: idSchema,
  subscriptionId: idSchema,
  subscriptionTeamId: idSchema.nullish(),
  roleGroup: z.string({ message: 'errors.importRoleGroupRequired' }).trim().min(1, 'errors.importRoleGroupRequired'),
  importId: idSchema.nullish(),
  /** Email an invitation to each new person who has an email address and no password in the file. */
  sendInvites: z.boolean().nullish(),
});
export type ImportUsersInput = z.infer<typeof importUsersSchema>;

/** importUserAssessmentAssignments: the uploaded file and the subscription whose assignments it changes. */
export const importAssignmentsSchema = z.object({
  blobId: idSchema,
  subscriptionId: idSchema,
  importId: idSchema.nullish(),
});
