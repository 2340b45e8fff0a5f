import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LIST_VIEW_STORAGE_KEY } from '../../../ui/list-page/use-list-view';
import { QUESTION_BANKS, type QuestionBank } from '../question-banks';
import { listedQuestion, QIDS, questionBankAnswer, tagsAnswer } from '../question-test-data';
import { QuestionListPage } from './question-list-page';

const hazards = { id: QIDS.hazards, name: 'Hazards' };
const night = { id: QIDS.night, name: 'Night' };

function renderList(
  bank: QuestionBank,
  mocks: ReturnType<typeof questionBankAnswer | typeof tagsAnswer>[],
  route?: string,
) {
  const path = `/administration/${bank.path}`;
  return renderWithProviders(<QuestionListPage bank={bank} />, { path, route: route ?? path, mocks });
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table'));
afterEach(() => localStorage.clear());

describe('QuestionListPage', () => {
  it('lists questions with their type, safety metric (or the no-metric text) and tags', async () => {
    const bank = QUESTION_BANKS.questions;
    renderList(bank, [
      questionBankAnswer({ questionTypes: bank.types }, [
        listedQuestion(QIDS.q1, 'Junction video', 'MultipleChoiceVideo', { metric: 'Braking', tags: [hazards] }),
        listedQuestion(QIDS.q2, 'Where is the hazard', 'LocationResponseImage'),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Questions' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Junction video' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Question type', 'Safety metric', 'Tags', 'Actions']);
    expect(within(row('Junction video')).getByRole('cell', { name: 'Multiple choice video' })).toBeTruthy();
    expect(within(row('Junction video')).getByRole('cell', { name: 'Braking' })).toBeTruthy();
    expect(within(row('Junction video')).getByText('Hazards')).toBeTruthy();
    expect(within(row('Where is the hazard')).getByRole('cell', { name: 'Location response' })).toBeTruthy();
    expect(within(row('Where is the hazard')).getByRole('cell', { name: '(No primary safety metric)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add question' }).getAttribute('href')).toBe(
      '/administration/questions/add',
    );
    expect(document.title).toBe('Questions - Roadmark');
  });

  it('has no question-type column for questionnaires, which have one type', async () => {
    const bank = QUESTION_BANKS.questionnaires;
    renderList(bank, [
      questionBankAnswer({ questionTypes: ['Questionnaire'] }, [
        listedQuestion(QIDS.q1, 'Sleep habits', 'Questionnaire'),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaires' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Sleep habits' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Safety metric', 'Tags', 'Actions']);
    expect(screen.queryByRole('cell', { name: 'Questionnaire' })).toBeNull();
  });

  it('shows the type of learning activities, which have three types', async () => {
    const bank = QUESTION_BANKS.learningActivities;
    renderList(bank, [
      questionBankAnswer({ questionTypes: ['LearningVideo', 'LearningImage', 'LearningText'] }, [
        listedQuestion(QIDS.q1, 'Mirrors', 'LearningText'),
      ]),
    ]);
    expect(await screen.findByRole('cell', { name: 'Textual learning' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Question type' })).toBeTruthy();
  });

  it('sends the chosen tags as questionTagIds and shows what the server keeps', async () => {
    const bank = QUESTION_BANKS.questions;
    renderList(bank, [
      questionBankAnswer({ questionTypes: bank.types }, [
        listedQuestion(QIDS.q1, 'Junction video', 'MultipleChoiceVideo', { tags: [hazards] }),
        listedQuestion(QIDS.q2, 'Night drive', 'MultipleChoiceVideo', { tags: [night] }),
      ]),
      questionBankAnswer({ questionTypes: bank.types, questionTagIds: [QIDS.night] }, [
        listedQuestion(QIDS.q2, 'Night drive', 'MultipleChoiceVideo', { tags: [night] }),
      ]),
      tagsAnswer([hazards, night]),
    ]);
    await screen.findByRole('cell', { name: 'Junction video' });
    fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
    const filter = await screen.findByRole('group', { name: 'Filter by tags' });
    fireEvent.click(await within(filter).findByRole('checkbox', { name: 'Night' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Junction video' })).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Night drive' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Junction video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Tags (1)' })).toBeTruthy();
  });

  it('says which search found nothing', async () => {
    const bank = QUESTION_BANKS.questions;
    renderList(
      bank,
      [questionBankAnswer({ questionTypes: bank.types, search: 'tractor' }, [])],
      '/administration/questions?search=tractor',
    );
    expect(await screen.findByText('Sorry there were no matches for "tractor."')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('tractor');
  });
});
