import { QuestionCategory, questionTypesInCategory } from '@roadmark/domain/content/question-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { LIST_PAGE_SIZE } from '../../../ui/list-page/use-list-query';
import { QuestionBankQuery } from '../graphql/question-bank-operations';
import { listedQuestion, QIDS, questionBankAnswer } from '../question-test-data';
import type { PickerResult } from './picker-result';
import { type PickedQuestion, QuestionPickerModal, type QuestionPickerModalProps } from './question-picker-modal';

const junction = listedQuestion(QIDS.q1, 'Junction video', 'MultipleChoiceVideo', {
  metric: 'Braking',
  tags: [{ id: QIDS.hazards, name: 'Hazards' }],
});
const night = listedQuestion(QIDS.q2, 'Night drive', 'ResponseTimeVideo');
const roundabout = listedQuestion(QIDS.q3, 'Roundabout', 'LocationResponseImage');
const itself = listedQuestion(QIDS.q4, 'This sequence', 'SequenceOfQuestions');
const questionTypes = questionTypesInCategory(QuestionCategory.Question);

function renderPicker(props: Partial<QuestionPickerModalProps> = {}, options: { route?: string } = {}) {
  const results: PickerResult<PickedQuestion>[] = [];
  const { router } = renderWithProviders(
    <QuestionPickerModal
      opened
      category={QuestionCategory.Question}
      initialSelectedIds={[]}
      mode="add"
      onClose={(result) => results.push(result)}
      {...props}
    />,
    {
      route: options.route,
      mocks: [
        questionBankAnswer({ questionTypes }, [junction, night, roundabout, itself]),
        questionBankAnswer({ questionTypes, search: 'Round' }, [roundabout]),
      ],
    },
  );
  return { results, router };
}

// Text and label queries: role queries over a modal's table are slow in happy-dom.
const row = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
const checkbox = (name: string) => screen.getByLabelText(`Select ${name}`) as HTMLInputElement;
const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;
const rowNames = () =>
  [...screen.getByLabelText('Select questions', { selector: 'table' }).querySelectorAll('tbody tr')].map(
    (tr) => tr.querySelectorAll('td')[1]?.textContent,
  );

describe('QuestionPickerModal', () => {
  it('lists the category with type, safety metric and tags, and hides the excluded ids', async () => {
    renderPicker({ excludedIds: [QIDS.q4] });
    expect(screen.getByRole('dialog', { name: 'Select questions' })).toBeTruthy();
    await screen.findByText('Junction video');
    expect(rowNames()).toEqual(['Junction video', 'Night drive', 'Roundabout']);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Select', 'Name', 'Question type', 'Safety metric', 'Tags']);
    expect(within(row('Junction video')).getByRole('cell', { name: 'Braking' })).toBeTruthy();
    expect(within(row('Junction video')).getByText('Hazards')).toBeTruthy();
    expect(within(row('Night drive')).getByRole('cell', { name: '(No primary safety metric)' })).toBeTruthy();
    expect(within(row('Roundabout')).getByRole('cell', { name: 'Location response' })).toBeTruthy();
  });

  it('toggles rows, filters to the selected ones and adds them relative to an empty start', async () => {
    const { results } = renderPicker();
    await screen.findByText('Junction video');
    expect(button('Add 0 selected questions')).toBeTruthy();

    fireEvent.click(row('Junction video'));
    expect(checkbox('Junction video').checked).toBe(true);
    expect(row('Junction video').getAttribute('aria-selected')).toBe('true');
    expect(button('Add 1 selected question')).toBeTruthy();
    fireEvent.click(checkbox('Night drive'));
    expect(button('Add 2 selected questions')).toBeTruthy();
    fireEvent.click(row('Junction video'));
    expect(checkbox('Junction video').checked).toBe(false);
    fireEvent.click(row('Roundabout'));
    expect(button('Add 2 selected questions')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Selected' }));
    expect(rowNames()).toEqual(['Night drive', 'Roundabout']);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(rowNames()).toEqual(['Junction video', 'Night drive', 'Roundabout', 'This sequence']);

    fireEvent.click(button('Add 2 selected questions'));
    expect(results).toEqual([
      {
        cancelled: false,
        addedIds: [QIDS.q2, QIDS.q3],
        removedIds: [],
        selectedIds: [QIDS.q2, QIDS.q3],
        added: [
          expect.objectContaining({ id: QIDS.q2, name: 'Night drive', questionType: 'ResponseTimeVideo' }),
          expect.objectContaining({ id: QIDS.q3, name: 'Roundabout' }),
        ],
      },
    ]);
  });

  it('reads Use when editing a pool and reports what was added and removed since it opened', async () => {
    const { results } = renderPicker({ mode: 'use', initialSelectedIds: [QIDS.q1, QIDS.q2] });
    await screen.findByText('Junction video');
    expect(checkbox('Junction video').checked).toBe(true);
    expect(checkbox('Night drive').checked).toBe(true);
    expect(button('Use 2 selected questions')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Selected' }));
    expect(rowNames()).toEqual(['Junction video', 'Night drive']);
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));

    fireEvent.click(row('Junction video'));
    fireEvent.click(row('Roundabout'));
    fireEvent.click(button('Use 2 selected questions'));
    expect(results).toEqual([
      {
        cancelled: false,
        addedIds: [QIDS.q3],
        removedIds: [QIDS.q1],
        selectedIds: [QIDS.q2, QIDS.q3],
        added: [expect.objectContaining({ id: QIDS.q3, name: 'Roundabout', questionType: 'LocationResponseImage' })],
      },
    ]);
  });

  it('confirms at once on a double-click, with that row added', async () => {
    const { results } = renderPicker({ mode: 'use', initialSelectedIds: [QIDS.q1] });
    await screen.findByText('Roundabout');
    // A browser sends two clicks before the double-click: the row toggles on, off, then is selected for good.
    fireEvent.click(row('Roundabout'));
    fireEvent.click(row('Roundabout'));
    fireEvent.doubleClick(row('Roundabout'));
    expect(results).toEqual([
      {
        cancelled: false,
        addedIds: [QIDS.q3],
        removedIds: [],
        selectedIds: [QIDS.q1, QIDS.q3],
        added: [expect.objectContaining({ id: QIDS.q3 })],
      },
    ]);
  });

  it('searches on its own, leaving the address of the page behind it alone', async () => {
    const { router } = renderPicker({}, { route: '/administration/questions/add?search=Night' });
    await screen.findByText('Junction video');
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.value).toBe('');
    fireEvent.change(search, { target: { value: 'Round' } });
    await waitFor(() => expect(rowNames()).toEqual(['Roundabout']));
    expect(currentUrl(router)).toBe('/administration/questions/add?search=Night');
  });

  it('answers cancelled from its named close button', async () => {
    const { results } = renderPicker();
    await screen.findByText('Junction video');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(results).toEqual([{ cancelled: true }]);
  });

  it('answers cancelled on Cancel, whatever was selected', async () => {
    const { results } = renderPicker();
    await screen.findByText('Junction video');
    fireEvent.click(row('Junction video'));
    fireEvent.click(button('Cancel'));
    expect(results).toEqual([{ cancelled: true }]);
  });
});

describe('QuestionPickerModal past one page', () => {
  it('loads the next page on request, so every question of a large bank can be picked', async () => {
    const pageOne = Array.from({ length: LIST_PAGE_SIZE }, (_, index) =>
      listedQuestion(
        `00000000-0000-4000-8000-1${String(index).padStart(11, '0')}`,
        `Clip ${index + 1}`,
        'MultipleChoiceVideo',
      ),
    );
    const last = listedQuestion(
      '00000000-0000-4000-8000-200000000000',
      'Last & "latest" <clip>',
      'MultipleChoiceImage',
    );
    const results: PickerResult<PickedQuestion>[] = [];
    renderWithProviders(
      <QuestionPickerModal
        opened
        category={QuestionCategory.Question}
        initialSelectedIds={[]}
        mode="add"
        onClose={(result) => results.push(result)}
      />,
      {
        mocks: [
          questionBankAnswer({ questionTypes }, pageOne),
          {
            request: {
              query: QuestionBankQuery,
              variables: { questionTypes, offset: LIST_PAGE_SIZE, first: LIST_PAGE_SIZE },
            },
            result: { data: { questions: [last] } },
          },
        ],
      },
    );
    await screen.findByText('Clip 1');
    expect(rowNames()).toHaveLength(LIST_PAGE_SIZE);
    fireEvent.click(button('Load more'));
    fireEvent.click(await screen.findByLabelText('Select Last & "latest" <clip>'));
    expect(rowNames()).toHaveLength(LIST_PAGE_SIZE + 1);
    await waitFor(() => expect(screen.queryByText('Load more')).toBeNull());
    fireEvent.click(button('Add 1 selected question'));
    expect(results).toMatchObject([{ cancelled: false, added: [{ name: 'Last & "latest" <clip>' }], removedIds: [] }]);
  });
});
