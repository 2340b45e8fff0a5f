import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Actor } from './auth/actor.ts';
import type { Executor } from './db/database.ts';
import { forbidden } from './errors.ts';
import { openFilteredList } from './list-request.ts';

const actor = { userId: 'u1', roles: [] } as unknown as Actor;
const request = (filter: unknown) => ({
  actor,
  window: { offset: 0, limit: 10, search: '' },
  db: {} as Executor,
  filter,
});
const filterSchema = z.object({ kinds: z.array(z.enum(['A', 'B'])).nullish() });
const allow = () => {};
const refuse = () => {
  throw forbidden();
};

describe('openFilteredList', () => {
  it('returns the parsed filter when the actor may list', () => {
    expect(openFilteredList(request({ kinds: ['A'] }), allow, filterSchema)).toEqual({ kinds: ['A'] });
  });

  it('refuses an actor who may not list before looking at the filter', () => {
    expect(() => openFilteredList(request({ kinds: ['C'] }), refuse, filterSchema)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('reports a filter that does not parse as a validation error naming the field', () => {
    expect(() => openFilteredList(request({ kinds: ['C'] }), allow, filterSchema)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
  });
});
