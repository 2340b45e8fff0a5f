import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TagsQuery } from '../../features/tags/graphql/tag-operations';
import { currentUrl, renderWithProviders } from '../../test/render';
import { usePageTitle } from '../page-title/use-page-title';
import { ListPage } from './list-page';
import { useListQuery } from './use-list-query';
import { useListSearch } from './use-list-search';
import { LIST_VIEW_STORAGE_KEY } from './use-list-view';

function tag(id: string, name: string, can = { viewerCanUpdate: true, viewerCanDelete: true }) {
  return { __typename: 'QuestionTag' as const, id, name, ...can };
}

function tagsMock(variables: Record<string, unknown>, tags: ReturnType<typeof tag>[]) {
  return { request: { query: TagsQuery, variables }, result: { data: { questionTags: tags } } };
}

function TestList({ pageSize }: { pageSize?: number }) {
  usePageTitle('Things');
  const search = useListSearch();
  const list = useListQuery({ document: TagsQuery, field: 'questionTags', search: search.term, pageSize });
  return (
    <ListPage
      title="Things"
      search={search}
      list={list}
      itemName={(item) => item.name}
      columns={[{ key: 'name', header: 'Name', render: (item) => item.name }]}
      renderCard={(item) => <p>{item.name}</p>}
    />
  );
}

const otherRoutes = [
  { path: '/things/edit/:id', element: <p>edit page</p> },
  { path: '/things/delete/:id', element: <p>delete page</p> },
  { path: '/things/add', element: <p>add page</p> },
];

function renderList(route: string, mocks: ReturnType<typeof tagsMock>[], pageSize?: number) {
  return renderWithProviders(<TestList pageSize={pageSize} />, { path: '/things', route, mocks, routes: otherRoutes });
}

beforeEach(() => localStorage.clear());

describe('ListPage', () => {
  it('says there is nothing to show when the list is empty and there is no search', async () => {
    renderList('/things', [tagsMock({}, [])]);
    expect(await screen.findByText('Sorry there is nothing to show you here yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeTruthy();
  });

  it('offers no add-the-first button unless the list names one', async () => {
    renderList('/things', [tagsMock({}, [])]);
    await screen.findByText('Sorry there is nothing to show you here yet.');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says there were no matches when a search finds nothing', async () => {
    renderList('/things?search=zz', [tagsMock({ search: 'zz' }, [])]);
    expect(await screen.findByText('Sorry there were no matches for "zz."')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('zz');
  });

  it('keeps the search in the URL, replacing history, and queries with it', async () => {
    const { router } = renderList('/things', [
      tagsMock({}, [tag('1', 'Alpha'), tag('2', 'Beta')]),
      tagsMock({ search: 'be' }, [tag('2', 'Beta')]),
    ]);
    await screen.findByText('Alpha');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'be' } });
    await waitFor(() => expect(currentUrl(router)).toBe('/things?search=be'));
    // Beta was listed before the search too: wait for the searched answer, which drops Alpha.
    await waitFor(() => {
      expect(screen.queryByText('Alpha')).toBeNull();
      expect(screen.getByText('Beta')).toBeTruthy();
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows cards by default and persists the table view under the shared key', async () => {
    const mocks = [tagsMock({}, [tag('1', 'Alpha')])];
    const first = renderList('/things', mocks);
    await screen.findByText('Alpha');
    expect(screen.getAllByTestId('list-card')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Table' }));
    expect(localStorage.getItem(LIST_VIEW_STORAGE_KEY)).toBe('table');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    first.unmount();

    renderList('/things', [tagsMock({}, [tag('1', 'Alpha')])]);
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Table' }) as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    ['a click on the row', (row: HTMLElement) => fireEvent.click(row)],
    ['a double-click on the row', (row: HTMLElement) => fireEvent.doubleClick(row)],
    ['Enter on the focused row', (row: HTMLElement) => fireEvent.keyDown(row, { key: 'Enter' })],
  ])('opens edit on %s in table view', async (_, act) => {
    localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table');
    const { router } = renderList('/things', [tagsMock({}, [tag('7', 'Alpha')])]);
    const cell = await screen.findByRole('cell', { name: 'Alpha' });
    act(cell.closest('tr') as HTMLElement);
    await waitFor(() => expect(currentUrl(router)).toBe('/things/edit/7'));
  });

  it('opens edit on a click on a card', async () => {
    const { router } = renderList('/things', [tagsMock({}, [tag('7', 'Alpha')])]);
    fireEvent.click(await screen.findByText('Alpha'));
    await waitFor(() => expect(currentUrl(router)).toBe('/things/edit/7'));
  });

  it('offers Edit and, in the More menu, Delete when the viewer may use them', async () => {
    const { router } = renderList('/things', [tagsMock({}, [tag('7', 'Alpha')])]);
    const edit = await screen.findByRole('link', { name: 'Edit Alpha' });
    expect(edit.getAttribute('href')).toBe('/things/edit/7');
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Alpha' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/things/delete/7'));
  });

  it('hides Edit and Delete when the viewer may not use them', async () => {
    renderList('/things', [tagsMock({}, [tag('7', 'Alpha', { viewerCanUpdate: false, viewerCanDelete: false })])]);
    await screen.findByText('Alpha');
    expect(screen.queryByRole('link', { name: 'Edit Alpha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'More actions for Alpha' })).toBeNull();
  });

  it('links Add to the add page', async () => {
    renderList('/things', [tagsMock({}, [])]);
    expect((await screen.findByRole('link', { name: 'Add' })).getAttribute('href')).toBe('/things/add');
  });

  it('loads the next page with offset and first, appending it, until a short page', async () => {
    renderList(
      '/things',
      [
        tagsMock({ offset: 0, first: 2 }, [tag('1', 'Alpha'), tag('2', 'Beta')]),
        tagsMock({ offset: 2, first: 2 }, [tag('3', 'Gamma')]),
      ],
      2,
    );
    await screen.findByText('Beta');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Gamma')).toBeTruthy();
    const cards = screen.getAllByTestId('list-card');
    expect(cards.map((card) => within(card).getByText(/Alpha|Beta|Gamma/).textContent)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('shows a loader while the first page loads', async () => {
    renderList('/things', [tagsMock({}, [])]);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await screen.findByText('Sorry there is nothing to show you here yet.');
  });
});
