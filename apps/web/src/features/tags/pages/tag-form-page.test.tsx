import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { CreateTagMutation, TagQuery, UpdateTagMutation } from '../graphql/tag-operations';
import { TagFormPage } from './tag-form-page';

const tag = { __typename: 'QuestionTag', id: 't1', name: 'Hazards', viewerCanUpdate: true, viewerCanDelete: true };
const listRoute = [{ path: '/tags', element: <p>tag list</p> }];

function renderAdd(mocks: RenderOptions['mocks'] = []) {
  return renderWithProviders(<TagFormPage />, { path: '/tags/add', history: ['/tags'], routes: listRoute, mocks });
}

describe('TagFormPage', () => {
  it('requires a name, on blur and on submit', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1, name: 'Add tag' })).toBeTruthy();
    const name = screen.getByLabelText(/Name/);
    fireEvent.blur(name);
    expect(await screen.findByText('Name is required')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'x' } });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(document.title).toBe('Add tag - Roadmark');
  });

  it('creates the tag with a client id and goes back', async () => {
    const { router } = renderAdd([
      {
        request: {
          query: CreateTagMutation,
          variables: (v: { model: { id: string; name: string } }) =>
            v.model.name === 'Hazards' && v.model.id.length === 36,
        },
        result: { data: { createQuestionTag: tag } },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ' Hazards ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/tags'));
  });

  it('shows server field errors on the field and in the alert', async () => {
    renderAdd([
      {
        request: { query: CreateTagMutation, variables: () => true },
        result: {
          errors: [
            {
              message: 'Name must be at most 200 characters long',
              extensions: {
                code: 'BAD_USER_INPUT',
                messageKey: 'validation.nameTooLong',
                fields: [{ field: 'name', messageKey: 'validation.nameTooLong', message: 'x' }],
              },
            },
          ],
        },
      },
    ]);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Long' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Name must be at most 200 characters long')).toHaveLength(2));
    expect(screen.getByLabelText(/Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('loads the tag for edit and sends the changed name', async () => {
    const { router } = renderWithProviders(<TagFormPage />, {
      path: '/tags/edit/:id',
      route: '/tags/edit/t1',
      history: ['/tags'],
      routes: listRoute,
      mocks: [
        { request: { query: TagQuery, variables: { id: 't1' } }, result: { data: { questionTag: tag } } },
        {
          request: { query: UpdateTagMutation, variables: { model: { id: 't1', name: 'Road hazards' } } },
          result: { data: { updateQuestionTag: { ...tag, name: 'Road hazards' } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit tag' })).toBeTruthy();
    const name = (await screen.findByDisplayValue('Hazards')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Road hazards' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tags'));
  });

  it('goes back on Cancel', async () => {
    const { router } = renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/tags'));
  });
});
