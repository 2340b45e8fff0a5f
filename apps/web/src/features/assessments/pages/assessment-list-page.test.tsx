import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, type RenderOptions, renderWithProviders } from '../../../test/render';
import { LIST_VIEW_STORAGE_KEY } from '../../../ui/list-page/use-list-view';
import { tagsAnswer } from '../../questions/question-test-data';
import { ASSESSMENT_KINDS, type AssessmentKind } from '../assessment-kinds';
import { AIDS, assessmentsAnswer, listedAssessment } from '../assessment-test-data';
import { CloneAssessmentMutation } from '../graphql/assessment-list-operations';
import { AssessmentListPage } from './assessment-list-page';

/** A local moment as ISO text, so the expected DD/MM/YYYY HH:mm holds in any time zone. */
const localIso = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

function renderList(kind: AssessmentKind, mocks: RenderOptions['mocks'], route?: string) {
  const path = `/administration/${kind.path}`;
  return renderWithProviders(<AssessmentListPage kind={kind} />, {
    path,
    route: route ?? path,
    routes: [{ path: `${path}/edit/:id`, element: <p>assessment editor</p> }],
    mocks,
  });
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

beforeEach(() => localStorage.setItem(LIST_VIEW_STORAGE_KEY, 'table'));
afterEach(() => localStorage.clear());

describe('AssessmentListPage', () => {
  it('shows name, tile description, tags, feedback style and created date (DD/MM/YYYY HH:mm)', async () => {
    renderList(ASSESSMENT_KINDS.assessment, [
      assessmentsAnswer({ assessmentTypes: ['Assessment'] }, [
        listedAssessment({
          tileText: '<p>Spot the <strong>hazards</strong> early</p>',
          feedbackStyle: 'SummaryFeedback',
          creationDate: localIso(2024, 3, 5, 14, 7),
          tags: [{ id: AIDS.hazards, name: 'Hazards' }],
        }),
      ]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Assessments' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'Hazard perception' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Tile description', 'Tags', 'Feedback style', 'Created date', 'Actions']);
    const cells = within(row('Hazard perception'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 5)).toEqual([
      'Hazard perception',
      'Spot the hazards early',
      'Hazards',
      'Summary feedback',
      '05/03/2024 14:07',
    ]);
    expect(screen.getByRole('link', { name: 'Add assessment' }).getAttribute('href')).toBe(
      '/administration/assessments/add',
    );
    expect(document.title).toBe('Assessments - Roadmark');
  });

  it('marks a row whose items have too few questions left, saying how many', async () => {
    renderList(ASSESSMENT_KINDS.assessment, [
      assessmentsAnswer({ assessmentTypes: ['Assessment'] }, [
        listedAssessment({ name: 'Broken & "short"', itemsShortOfQuestions: 2 }),
        listedAssessment({ id: AIDS.other, name: 'Whole', itemsShortOfQuestions: 0 }),
      ]),
    ]);
    const broken = await screen.findByRole('cell', { name: /^Broken & "short" ?2 items need questions$/ });
    expect(broken.textContent).toBe('Broken & "short"2 items need questions');
    expect(within(row('Whole')).queryByText(/need questions/)).toBeNull();
  });

  it('creates a copy, saying Copying... meanwhile, then opens the copy for edit', async () => {
    const { router } = renderList(ASSESSMENT_KINDS.assessment, [
      assessmentsAnswer({ assessmentTypes: ['Assessment'] }, [listedAssessment()]),
      {
        request: { query: CloneAssessmentMutation, variables: { copyFromAssessmentId: AIDS.assessment } },
        result: {
          data: { cloneAssessment: listedAssessment({ id: AIDS.copy, name: 'Hazard perception (copy)' }) },
        },
        delay: 30,
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Hazard perception' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create a copy' }));
    expect(await screen.findByRole('menuitem', { name: 'Copying...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe(`/administration/assessments/edit/${AIDS.copy}`));
  });

  it("shows the server's reason when the copy fails, and stays", async () => {
    const { router } = renderList(ASSESSMENT_KINDS.training, [
      assessmentsAnswer({ assessmentTypes: ['TrainingModule'] }, [
        listedAssessment({ name: 'Night driving', assessmentType: 'TrainingModule' }),
      ]),
      {
        request: { query: CloneAssessmentMutation, variables: { copyFromAssessmentId: AIDS.assessment } },
        result: {
          errors: [
            {
              message: 'Sorry, that record could not be found. It may have been deleted.',
              extensions: { code: 'NOT_FOUND', messageKey: 'errors.notFound' },
            },
          ],
        },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Training modules' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'More actions for Night driving' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create a copy' }));
    expect(await screen.findByText('Sorry, that record could not be found. It may have been deleted.')).toBeTruthy();
    expect(currentUrl(router)).toBe('/administration/training');
  });

  it('sends the chosen tags as questionTagIds', async () => {
    renderList(ASSESSMENT_KINDS.assessment, [
      assessmentsAnswer({ assessmentTypes: ['Assessment'] }, [
        listedAssessment(),
        listedAssessment({ id: AIDS.other, name: 'Tagged one', tags: [{ id: AIDS.hazards, name: 'Hazards' }] }),
      ]),
      assessmentsAnswer({ assessmentTypes: ['Assessment'], questionTagIds: [AIDS.hazards] }, [
        listedAssessment({ id: AIDS.other, name: 'Tagged one', tags: [{ id: AIDS.hazards, name: 'Hazards' }] }),
      ]),
      tagsAnswer([{ id: AIDS.hazards, name: 'Hazards' }]),
    ]);
    await screen.findByRole('cell', { name: 'Hazard perception' });
    fireEvent.click(screen.getByRole('button', { name: 'Tags' }));
    const filter = await screen.findByRole('group', { name: 'Filter by tags' });
    fireEvent.click(await within(filter).findByRole('checkbox', { name: 'Hazards' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Hazard perception' })).toBeNull());
    expect(await screen.findByRole('cell', { name: 'Tagged one' })).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'Hazard perception' })).toBeNull();
  });

  it('says which search found nothing', async () => {
    renderList(
      ASSESSMENT_KINDS.assessment,
      [assessmentsAnswer({ assessmentTypes: ['Assessment'], search: 'winter' }, [])],
      '/administration/assessments?search=winter',
    );
    expect(await screen.findByText('Sorry there were no matches for "winter."')).toBeTruthy();
  });
});
