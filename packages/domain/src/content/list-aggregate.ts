import { z } from 'zod';

/**
 * An array of `item` that, when any entry is invalid, also reports `aggregateMessage` on the list itself (the list
 * messages of docs/product/validation-rules.md#content, such as 'One or more of the feedbacks are invalid'). The
 * entries keep their own field issues, so an editor can show both the list message and each field's message.
 */
export function listWithAggregate<T extends z.ZodType>(item: T, aggregateMessage: string) {
  return z.array(item).superRefine(
    (_list, ctx) => {
      if (ctx.issues.length > 0) ctx.addIssue({ code: 'custom', message: aggregateMessage, path: [] });
    },
    { when: () => true },
  );
}

/** Adds the aggregate message to `ctx` once, when a problem was found in the list under `field`. */
export function addAggregateIssue(ctx: z.RefinementCtx, field: string, message: string, hadProblems: boolean): void {
  const alreadyReported = ctx.issues.some(
    (issue) => issue.path?.length === 1 && issue.path[0] === field && issue.message === message,
  );
  if (hadProblems && !alreadyReported) ctx.addIssue({ code: 'custom', message, path: [field] });
}
