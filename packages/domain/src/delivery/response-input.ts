import { z } from 'zod';
import { VIRTUAL_IMAGE_SIZE } from '../content/response-windows.ts';
import { idSchema } from '../ids.ts';

export const RESPONSE_TEXT_MAX_LENGTH = 4000;
/** One save carries at most this many new responses (a page's worth, several times over). */
export const RESPONSES_PER_SAVE_MAX = 500;

const seconds = z
  .number({ message: 'errors.responseTimeInvalid' })
  .min(0, 'errors.responseTimeInvalid')
  .max(24 * 60 * 60, 'errors.responseTimeInvalid');
const coordinate = (max: number) =>
  z.number({ message: 'errors.responseClickOutsideImage' }).min(0, 'errors.responseClickOutsideImage').max(max, {
    message: 'errors.responseClickOutsideImage',
  });

/** A response as the player sends it (a QuestionResponseEvent without what the server decides). */
export const responseEventInputSchema = z.object({
  id: idSchema,
  questionId: idSchema,
  assessmentItemId: idSchema,
  questionAnswerId: idSchema.nullish(),
  responseTimeSeconds: seconds.nullish(),
  clickPositionX: coordinate(VIRTUAL_IMAGE_SIZE.width).nullish(),
  clickPositionY: coordinate(VIRTUAL_IMAGE_SIZE.height).nullish(),
  textInput: z.string().max(RESPONSE_TEXT_MAX_LENGTH, 'errors.responseTextTooLong').nullish(),
  subQuestionNumber: z
    .number()
    .int()
    .min(1, 'errors.responsePartInvalid')
    .max(100, 'errors.responsePartInvalid')
    .nullish(),
  eventDate: z.iso.datetime({ offset: true }).nullish(),
});
export type ResponseEventInput = z.output<typeof responseEventInputSchema>;

/** One save of a session page: responses added and removed, and the page the person reached. */
export const saveResponsesSchema = z.object({
  assessmentSessionId: idSchema,
  added: z.array(responseEventInputSchema).max(RESPONSES_PER_SAVE_MAX).default([]),
  removed: z.array(idSchema).max(RESPONSES_PER_SAVE_MAX).default([]),
  currentPosition: z.number().int().min(0).nullish(),
});
export type SaveResponsesInput = z.output<typeof saveResponsesSchema>;
