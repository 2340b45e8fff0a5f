import { Tabs } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TagsQuery } from '../tags/graphql/tag-operations';
import { TagsTab } from './tags-tab';

const hazards = { __typename: 'QuestionTag', id: 't1', name: 'Hazards', viewerCanUpdate: true, viewerCanDelete: true };

describe('TagsTab', () => {
  it('hands the editor a patch of the selected tag ids', async () => {
    const patches: { tagIds: string[] }[] = [];
    renderWithProviders(
      <Tabs value="tags">
        <TagsTab values={{ tagIds: ['t2'] }} onChange={(patch) => patches.push(patch)} />
      </Tabs>,
      {
        mocks: [
          {
            request: { query: TagsQuery, variables: {} },
            result: { data: { questionTags: [hazards, { ...hazards, id: 't2', name: 'Night' }] } },
          },
        ],
      },
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hazards' }));
    expect(patches).toEqual([{ tagIds: ['t2', 't1'] }]);
  });
});
