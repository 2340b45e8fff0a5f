import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUrl, renderWithProviders } from '../../../test/render';
import { ASSESSMENT_KINDS, type AssessmentKind } from '../assessment-kinds';
import { AIDS } from '../assessment-test-data';
import { AssessmentNameQuery, DeleteAssessmentMutation } from '../graphql/assessment-list-operations';
import { AssessmentDeletePage } from './assessment-delete-page';

function renderDelete(kind: AssessmentKind, name: string) {
  const list = `/administration/${kind.path}`;
  return renderWithProviders(<AssessmentDeletePage kind={kind} />, {
    path: `${list}/delete/:id`,
    route: `${list}/delete/${AIDS.assessment}`,
    history: [list],
    routes: [{ path: list, element: <p>assessment list</p> }],
    mocks: [
      {
        request: { query: AssessmentNameQuery, variables: { id: AIDS.assessment } },
        result: {
          data: {
            assessment: { __typename: 'Assessment', id: AIDS.assessment, name, assessmentType: kind.assessmentType },
          },
        },
      },
      {
        request: { query: DeleteAssessmentMutation, variables: { id: AIDS.assessment } },
        result: { data: { deleteAssessment: { __typename: 'Assessment', id: AIDS.assessment } } },
        delay: 20,
      },
    ],
  });
}

describe('AssessmentDeletePage', () => {
  it('shows the name read-only, deletes the assessment and goes back with a notice', async () => {
    const { router } = renderDelete(ASSESSMENT_KINDS.assessment, 'Hazard perception');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this assessment?' }),
    ).toBeTruthy();
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Hazard perception');
    expect(name.readOnly).toBe(true);
    expect(document.title).toBe('Delete assessment - Roadmark');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/assessments'));
    expect(await screen.findByText('The assessment has been deleted.')).toBeTruthy();
  });

  it('asks about a training module on the training route, and Cancel goes back', async () => {
    const { router } = renderDelete(ASSESSMENT_KINDS.training, 'Night driving');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Are you sure you want to delete this training module?' }),
    ).toBeTruthy();
    expect(((await screen.findByLabelText('Name')) as HTMLInputElement).value).toBe('Night driving');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/administration/training'));
  });
});
