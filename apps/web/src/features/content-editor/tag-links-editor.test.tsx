import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TagsQuery } from '../tags/graphql/tag-operations';
import { TAG_SEARCH_THRESHOLD, TagLinksEditor } from './tag-links-editor';

const tag = (id: string, name: string) => ({
  __typename: 'QuestionTag',
  id,
  name,
  viewerCanUpdate: true,
  viewerCanDelete: true,
});
const tagsMock = (tags: ReturnType<typeof tag>[]) => ({
  request: { query: TagsQuery, variables: {} },
  result: { data: { questionTags: tags } },
});

function renderEditor(tags: ReturnType<typeof tag>[], initial: string[] = []) {
  const sent: string[][] = [];
  function Page() {
    const [value, setValue] = useState(initial);
    return (
      <TagLinksEditor
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderWithProviders(<Page />, { mocks: [tagsMock(tags)] });
  return sent;
}

describe('TagLinksEditor', () => {
  it('shows every tag as a toggle; selecting links it and selecting again unlinks it', async () => {
    const sent = renderEditor([tag('t1', 'Hazards'), tag('t2', 'Night'), tag('t3', 'Urban')], ['t2']);
    const hazards = (await screen.findByRole('checkbox', { name: 'Hazards' })) as HTMLInputElement;
    expect(hazards.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Night' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();

    fireEvent.click(hazards);
    expect(sent.at(-1)).toEqual(['t2', 't1']);
    expect(hazards.checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Night' }));
    expect(sent.at(-1)).toEqual(['t1']);
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search tags' })).toBeNull();
  });

  it('offers a search over many tags that keeps hidden selections', async () => {
    const many = Array.from({ length: TAG_SEARCH_THRESHOLD + 1 }, (_, i) => tag(`t${i}`, `Tag ${i}`));
    const sent = renderEditor([...many, tag('rain', 'Rain'), tag('rail', 'Level crossing (rail)')], ['t0']);
    const search = await screen.findByRole('textbox', { name: 'Search tags' });
    fireEvent.change(search, { target: { value: 'RAI' } });
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual(['rain', 'rail']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rain' }));
    expect(sent.at(-1)).toEqual(['t0', 'rain']);

    fireEvent.change(search, { target: { value: 'snow' } });
    expect(screen.getByText('No tag matches “snow”.')).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('links to the Tags page when there are no tags', async () => {
    renderEditor([]);
    const link = await screen.findByRole('link', { name: 'Add tags on the Tags page' });
    expect(link.getAttribute('href')).toBe('/administration/tags');
    expect(screen.getByText(/There are no tags yet/)).toBeTruthy();
    expect(screen.queryByText(/Selected/)).toBeNull();
  });
});
