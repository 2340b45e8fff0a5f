import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { questionTags } from '../../modules/tags/tag.table.ts';
import { MAX_PAGE_SIZE } from './pagination.ts';

describe('a list that reaches the cap says so in the answer', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
  });
  const ask = (query: string) => gql<Record<string, unknown[]>>(ctx.app, query, { cookie: staff.cookie });
  const addTags = (count: number, from: number) =>
    ctx.db.insert(questionTags).values(
      Array.from({ length: count }, (_, index) => ({
        id: crypto.randomUUID(),
        subscriptionId: PROVIDER_SUBSCRIPTION_ID,
        name: `Tag ${String(from + index).padStart(5, '0')}`,
      })),
    );

  it('says nothing below the cap, names a full list asked for without first, and never one asked for by page', async () => {
    await addTags(MAX_PAGE_SIZE - 1, 0);
    const below = await ask('{ questionTags { id } }');
    expect(below.data!.questionTags).toHaveLength(MAX_PAGE_SIZE - 1);
    expect(below.extensions).toBeUndefined();

    await addTags(2, MAX_PAGE_SIZE);
    const full = await ask('{ questionTags { id } tags: questionTags(search: "Tag 0000") { id } }');
    expect(full.data!.questionTags).toHaveLength(MAX_PAGE_SIZE);
    expect(full.extensions).toEqual({
      listsAtCap: [
        { field: 'questionTags', limit: MAX_PAGE_SIZE, next: { offset: MAX_PAGE_SIZE, first: MAX_PAGE_SIZE } },
      ],
    });

    const next = await ask(`{ questionTags(offset: ${MAX_PAGE_SIZE}, first: ${MAX_PAGE_SIZE}) { id } }`);
    expect(next.data!.questionTags).toHaveLength(1);
    const paged = await ask(`{ questionTags(first: ${MAX_PAGE_SIZE}) { id } }`);
    expect(paged.data!.questionTags).toHaveLength(MAX_PAGE_SIZE);
    expect(paged.extensions).toBeUndefined();
  });
});
