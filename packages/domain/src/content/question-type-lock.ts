/**
 * Why a question's type may no longer change, with the message the server refuses the change with and the editor
 * shows beside the type: people have answered it, or an assessment or training module uses it.
 */
export const TYPE_LOCK_MESSAGES = {
  HasResponses: 'validation.content.typeLockedAnswered',
  UsedInAssessment: 'validation.content.typeLockedUsed',
} as const;
export type QuestionTypeLock = keyof typeof TYPE_LOCK_MESSAGES;
