import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AssessmentDashboardView } from './assessment-dashboard-view';
import { ASSESSMENT_ID, assessmentPerson, assessmentRow } from './dashboard-test-data';
import { AssessmentDashboardPeopleQuery, AssessmentDashboardQuery } from './graphql/subscription-dashboard-operations';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };

function dashboardAnswer(overrides: Record<string, unknown> = {}, allowExport = true) {
  return {
    request: { query: AssessmentDashboardQuery, variables: { assessmentId: ASSESSMENT_ID } },
    result: {
      data: {
        assessmentDashboard: {
          __typename: 'AssessmentDashboard',
          allowExport,
          assessment: assessmentRow(overrides),
          completionsByMonth: [{ __typename: 'MonthCount', month: '2026-11', count: 3 }],
          scoreBands: [
            { __typename: 'ScoreBand', from: 0, to: 9, count: 1 },
            { __typename: 'ScoreBand', from: 40, to: 49, count: 2 },
          ],
        },
      },
    },
  };
}

function peopleAnswer(riskFilter: string, rows: ReturnType<typeof assessmentPerson>[]) {
  return {
    request: {
      query: AssessmentDashboardPeopleQuery,
      variables: { assessmentId: ASSESSMENT_ID, riskFilter, offset: 0, first: 25 },
    },
    result: {
      data: { assessmentDashboardPeople: { __typename: 'AssessmentPeoplePage', total: rows.length, rows } },
    },
  };
}

const cards = () => within(screen.getByRole('list', { name: 'People' })).getAllByRole('listitem');

describe('AssessmentDashboardView', { timeout: 20_000 }, () => {
  afterEach(() => localStorage.clear());

  it('shows the name, the seats used, the status counts, the score histogram and the people', async () => {
    renderWithProviders(<AssessmentDashboardView assessmentId={ASSESSMENT_ID} />, {
      route: `/dashboard/assessment/${ASSESSMENT_ID}`,
      mocks: [
        dashboardAnswer(),
        peopleAnswer('All', [
          assessmentPerson(1),
          assessmentPerson(2, {
            status: 'NotStarted',
            latestScore: null,
            riskCategory: 'NotAssessed',
            completionDate: null,
            latestSessionId: null,
            targetDate: '2020-01-01T00:00:00.000Z',
          }),
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hazard perception' }, wait)).not.toBeNull();
    expect(screen.getByText('This assessment has used 3 seat(s)')).not.toBeNull();
    expect(screen.getByText('Assigned').previousElementSibling?.textContent).toBe('4');
    expect(screen.getByText('Average score', { selector: 'p' }).previousElementSibling?.textContent).toBe('47');
    const histogram = screen.getByRole('table', { name: 'Scores' });
    expect(within(histogram).getByText('40-49')).not.toBeNull();

    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    const [finished, notStarted] = cards() as [HTMLElement, HTMLElement];
    expect(within(finished).getByRole('link', { name: 'View results of Driver1 Smith' }).getAttribute('href')).toBe(
      `/assessment/results/${assessmentPerson(1).latestSessionId}`,
    );
    expect(
      within(finished)
        .getByText(/01\/12\/2026/)
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('success');
    expect(within(notStarted).queryByRole('link', { name: /View results/ })).toBeNull();
    expect(within(notStarted).getByText('Not started')).not.toBeNull();
    expect(
      within(notStarted)
        .getByText(/Overdue/)
        .getAttribute('data-tone'),
    ).toBe('danger');
  });

  it('links a training module’s results under /training and leaves out the score charts', async () => {
    renderWithProviders(<AssessmentDashboardView assessmentId={ASSESSMENT_ID} />, {
      route: `/dashboard/training/${ASSESSMENT_ID}`,
      mocks: [
        dashboardAnswer({ assessmentType: 'TrainingModule', name: 'Spotting hazards', averageScore: null }),
        peopleAnswer('All', [assessmentPerson(1, { riskCategory: 'NotAssessed', latestScore: null })]),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Spotting hazards' }, wait);
    expect(screen.queryByRole('figure', { name: 'Scores' })).toBeNull();
    expect(screen.queryByRole('figure', { name: 'Risk distribution' })).toBeNull();
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
    expect(
      within(cards()[0]!).getByRole('link', { name: 'View results of Driver1 Smith' }).getAttribute('href'),
    ).toMatch(/^\/training\/results\//);
  });

  it("offers the results exports only where the subscription's exports are on", async () => {
    const first = renderWithProviders(<AssessmentDashboardView assessmentId={ASSESSMENT_ID} />, {
      route: `/dashboard/assessment/${ASSESSMENT_ID}`,
      mocks: [dashboardAnswer(), peopleAnswer('All', [])],
    });
    expect(await screen.findByRole('button', { name: "Export this dashboard's results" }, wait)).toBeTruthy();
    first.unmount();
    renderWithProviders(<AssessmentDashboardView assessmentId={ASSESSMENT_ID} />, {
      route: `/dashboard/assessment/${ASSESSMENT_ID}`,
      mocks: [dashboardAnswer({}, false), peopleAnswer('All', [])],
    });
    await screen.findByRole('heading', { level: 1, name: 'Hazard perception' }, wait);
    expect(screen.queryByRole('button', { name: "Export this dashboard's results" })).toBeNull();
  });

  it('sends the risk filter with the people query', async () => {
    renderWithProviders(<AssessmentDashboardView assessmentId={ASSESSMENT_ID} />, {
      route: `/dashboard/assessment/${ASSESSMENT_ID}`,
      mocks: [
        dashboardAnswer(),
        peopleAnswer('All', [assessmentPerson(1), assessmentPerson(2, { riskCategory: 'NotAssessed' })]),
        peopleAnswer('NotAssessed', [assessmentPerson(2, { riskCategory: 'NotAssessed' })]),
      ],
    });
    await waitFor(() => expect(cards()).toHaveLength(2), wait);
    fireEvent.click(screen.getByRole('radio', { name: 'Not assessed' }));
    await waitFor(() => expect(cards()).toHaveLength(1), wait);
    expect(within(cards()[0]!).getByText('Driver2 Smith')).not.toBeNull();
  });
});
