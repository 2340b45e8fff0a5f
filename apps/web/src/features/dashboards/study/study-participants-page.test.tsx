import { Role } from '@roadmark/domain/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { testViewer, viewerAnswer } from '../../../test/viewer-mocks';
import { StudyParticipantsQuery } from '../provider/graphql/provider-dashboard-operations';
import { studyParticipant } from '../provider/provider-test-data';
import { StudyParticipantsPage } from './study-participants-page';

const wait = { timeout: 8000 };
const STUDY_ID = '5d000000-0000-4000-8000-000000000001';

const staff = (subscriptionType: 'Study' | 'Subscription') =>
  testViewer({
    roles: [Role.Administration],
    subscription: {
      ...testViewer().subscription,
      id: STUDY_ID,
      companyName: 'Hazard Study',
      subscriptionType: subscriptionType as 'Subscription',
    },
  } as never);

function participantsAnswer(rows: ReturnType<typeof studyParticipant>[], first: number, total = rows.length) {
  return {
    request: { query: StudyParticipantsQuery, variables: { studyId: STUDY_ID, offset: 0, first } },
    result: {
      data: { studyParticipants: { __typename: 'StudyParticipantsPage' as const, total, rows } },
    },
  };
}

function renderPage(subscriptionType: 'Study' | 'Subscription', mocks: unknown[] = []) {
  return renderWithProviders(<StudyParticipantsPage />, {
    route: '/manage/study/participants',
    mocks: [viewerAnswer(staff(subscriptionType)), ...(mocks as [])],
  });
}

describe('StudyParticipantsPage', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('says Complete or Incomplete on cards', async () => {
    renderPage('Study', [participantsAnswer([studyParticipant(1, true), studyParticipant(2, false)], 25)]);
    expect(await screen.findByText('Hazard Study', {}, wait)).not.toBeNull();
    const list = await screen.findByRole('list', { name: 'Participants' }, wait);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Participant abc-1')).not.toBeNull();
    expect(within(first!).getByText('Complete')).not.toBeNull();
    expect(within(second!).getByText('Incomplete')).not.toBeNull();
    expect(screen.queryByText('Yes')).toBeNull();
  });

  it('says Yes or No in the list view', async () => {
    localStorage.setItem('roadmark.listView', 'table');
    renderPage('Study', [participantsAnswer([studyParticipant(1, true), studyParticipant(2, false)], 25)]);
    const table = await screen.findByRole('table', { name: 'Participants' }, wait);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Yes', 'No']);
    expect(within(table).getByRole('cell', { name: 'Participant abc-2' })).not.toBeNull();
    expect(screen.queryByText('Complete')).toBeNull();
  });

  it('loads more participants at the end of the list', async () => {
    const first = Array.from({ length: 25 }, (_, index) => studyParticipant(index + 1, false));
    const all = [...first, studyParticipant(26, true)];
    renderPage('Study', [participantsAnswer(first, 25, 26), participantsAnswer(all, 50, 26)]);
    const list = await screen.findByRole('list', { name: 'Participants' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25), wait);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(26), wait);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks staff acting in no study to choose one', async () => {
    renderPage('Subscription');
    expect(await screen.findByText(/You are not managing a study/, {}, wait)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to studies' }).getAttribute('href')).toBe('/administration/studies');
  });
});
