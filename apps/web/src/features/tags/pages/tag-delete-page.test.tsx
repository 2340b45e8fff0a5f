import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { DeleteTagMutation, TagQuery } from '../graphql/tag-operations';
import { TagDeletePage } from './tag-delete-page';

const tag = { __typename: 'QuestionTag', id: 't1', name: 'Hazards', viewerCanUpdate: true, viewerCanDelete: true };
const options = { path: '/tags/delete/:id', route: '/tags/delete/t1', history: ['/tags'] };

describe('TagDeletePage', () => {
  it('shows the name read-only, deletes and goes back with a notice', async () => {
    const { router } = renderWithProviders(<TagDeletePage />, {
      ...options,
      routes: [{ path: '/tags', element: <p>tag list</p> }],
      mocks: [
        { request: { query: TagQuery, variables: { id: 't1' } }, result: { data: { questionTag: tag } } },
        {
          request: { query: DeleteTagMutation, variables: { id: 't1' } },
          result: { data: { deleteQuestionTag: { __typename: 'QuestionTag', id: 't1' } } },
          delay: 20,
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this tag?' })).toBeTruthy();
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Hazards');
    expect(name.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/tags'));
    expect(await screen.findByText('The tag has been deleted.')).toBeTruthy();
  });

  it('shows a not-found error and keeps Delete disabled', async () => {
    renderWithProviders(<TagDeletePage />, {
      ...options,
      mocks: [
        {
          request: { query: TagQuery, variables: { id: 't1' } },
          result: {
            errors: [
              {
                message: 'Sorry, that record could not be found. It may have been deleted.',
                extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' },
              },
            ],
          },
        },
      ],
    });
    expect(await screen.findByText('Sorry, that record could not be found. It may have been deleted.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
