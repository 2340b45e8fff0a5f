import { z } from 'zod';
import { parseInput } from '../validation.ts';
import { builder } from './builder.ts';

export const MAX_PAGE_SIZE = 1000;

/** The offset/first/search arguments every list query takes (docs/product/api.md#graphql-conventions). */
export const listArgs = builder.args((t) => ({
  offset: t.int({ required: false }),
  first: t.int({ required: false }),
  search: t.string({ required: false }),
}));

const listWindowSchema = z.object({
  offset: z.number().int().min(0, 'validation.invalidInput').nullish(),
  first: z.number().int().min(1, 'validation.invalidInput').max(MAX_PAGE_SIZE, 'validation.invalidInput').nullish(),
  search: z.string().max(200, 'validation.invalidInput').nullish(),
});

export interface ListWindow {
  offset: number;
  limit: number;
  search: string;
}

/**
 * Without `first` everything loads, up to a hard cap so one request can never ship a whole large table; an answer
 * that reaches the cap says so (reportListsAtCap).
 */
export function listWindow(args: {
  offset?: number | null;
  first?: number | null;
  search?: string | null;
}): ListWindow {
  const parsed = parseInput(listWindowSchema, args);
  return { offset: parsed.offset ?? 0, limit: parsed.first ?? MAX_PAGE_SIZE, search: parsed.search?.trim() ?? '' };
}
