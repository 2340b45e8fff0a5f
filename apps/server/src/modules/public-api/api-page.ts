import { MAX_PAGE_SIZE } from '../../platform/graphql/pagination.ts';

export const DEFAULT_PAGE_SIZE = 100;

/**
 * offset and first, as every list of the product takes them (docs/product/api.md#graphql-conventions), with the same
 * maximum page of 1000.
 */
export const pageQueryProperties = {
  offset: { type: 'integer', minimum: 0, default: 0, description: 'How many items to skip.' },
  first: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: DEFAULT_PAGE_SIZE,
    description: `How many items to return, at most ${MAX_PAGE_SIZE}.`,
  },
} as const;

export const searchQueryProperty = {
  search: { type: 'string', maxLength: 200, description: 'Only items whose name contains this text.' },
} as const;

export interface PageQuery {
  offset: number;
  first: number;
  search?: string;
}

/** The list envelope: one page of items, where it starts, its size, and whether more follow. */
export function pageSchema(itemSchema: object) {
  return {
    type: 'object',
    required: ['items', 'offset', 'first', 'hasMore'],
    properties: {
      items: { type: 'array', items: itemSchema },
      offset: { type: 'integer' },
      first: { type: 'integer' },
      hasMore: { type: 'boolean', description: 'Whether a request with offset + first would return more items.' },
    },
  } as const;
}

/** The window a list query reads: one row more than the page, to tell whether more follow without counting. */
export function pageWindow(query: PageQuery) {
  return { offset: query.offset, limit: query.first + 1, search: query.search?.trim() ?? '' };
}

export function toPage<T>(rows: T[], query: PageQuery) {
  return {
    items: rows.slice(0, query.first),
    offset: query.offset,
    first: query.first,
    hasMore: rows.length > query.first,
  };
}
