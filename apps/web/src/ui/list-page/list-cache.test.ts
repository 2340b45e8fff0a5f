import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { TagFieldsFragment, TagsQuery } from '../../features/tags/graphql/tag-operations';
import { addToCachedLists, removeFromCachedLists } from './list-cache';

function tag(id: string, name: string) {
  return { __typename: 'QuestionTag' as const, id, name, viewerCanUpdate: true, viewerCanDelete: true };
}

function seed(variables: Record<string, unknown>, tags: ReturnType<typeof tag>[]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: TagsQuery, variables, data: { questionTags: tags } });
  return cache;
}

function names(cache: InMemoryCache, variables: Record<string, unknown>) {
  return cache.readQuery({ query: TagsQuery, variables })?.questionTags.map((t) => t.name);
}

function add(cache: InMemoryCache, item: ReturnType<typeof tag>) {
  cache.writeFragment({ id: cache.identify(item), fragment: TagFieldsFragment, data: item });
  addToCachedLists(cache, { fieldName: 'questionTags', item });
}

describe('addToCachedLists', () => {
  it('inserts a new record in name order', () => {
    const cache = seed({}, [tag('1', 'Alpha'), tag('3', 'Gamma')]);
    add(cache, tag('2', 'beta'));
    expect(names(cache, {})).toEqual(['Alpha', 'beta', 'Gamma']);
  });

  it('leaves a list alone when the record does not match its search', () => {
    const cache = seed({ search: 'al' }, [tag('1', 'Alpha')]);
    add(cache, tag('2', 'Beta'));
    expect(names(cache, { search: 'al' })).toEqual(['Alpha']);
  });

  it('leaves a list alone when its filters do not admit the record', () => {
    const cache = seed({ first: 5 }, [tag('1', 'Alpha')]);
    cache.writeFragment({ id: cache.identify(tag('2', 'Beta')), fragment: TagFieldsFragment, data: tag('2', 'Beta') });
    addToCachedLists(cache, {
      fieldName: 'questionTags',
      item: tag('2', 'Beta'),
      matchesArguments: (args) => args.first !== 5,
    });
    expect(names(cache, { first: 5 })).toEqual(['Alpha']);
  });

  it('leaves a full page alone when the record sorts after its last item', () => {
    const cache = seed({ offset: 0, first: 2 }, [tag('1', 'Alpha'), tag('2', 'Beta')]);
    add(cache, tag('3', 'Zulu'));
    expect(names(cache, { offset: 0, first: 2 })).toEqual(['Alpha', 'Beta']);
  });
});

describe('removeFromCachedLists', () => {
  it('takes the record out of every cached list', () => {
    const cache = seed({}, [tag('1', 'Alpha'), tag('2', 'Beta')]);
    cache.writeQuery({ query: TagsQuery, variables: { search: 'b' }, data: { questionTags: [tag('2', 'Beta')] } });
    removeFromCachedLists(cache, 'questionTags', { id: '2' });
    expect(names(cache, {})).toEqual(['Alpha']);
    expect(names(cache, { search: 'b' })).toEqual([]);
  });
});
