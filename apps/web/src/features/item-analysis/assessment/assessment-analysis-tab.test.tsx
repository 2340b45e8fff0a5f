import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { filterSearch } from '../filter/analysis-filter';
import {
  assessmentAnalysis,
  assessmentAnalysisAnswer,
  defaultFilter,
  IDS,
  subscriptionOptionsAnswer,
} from '../item-analysis-test-data';
import { AssessmentAnalysisTab } from './assessment-analysis-tab';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };

function renderTab(mocks: RenderOptions['mocks'], route = '/analysis') {
  return renderWithProviders(<AssessmentAnalysisTab assessmentId={IDS.assessment} />, {
    path: '/analysis',
    route,
    mocks: [subscriptionOptionsAnswer(), ...(mocks ?? [])],
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AssessmentAnalysisTab', { timeout: 20_000 }, () => {
  it('shows the counts, the score spread, reliability and the histogram with its data as a table', async () => {
    renderTab([assessmentAnalysisAnswer(assessmentAnalysis())]);
    expect(await screen.findByText('Sessions', { selector: 'p' }, wait)).toBeTruthy();
    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).previousElementSibling?.textContent;
    expect(figure('Sessions')).toBe('7');
    expect(figure('People')).toBe('6');
    expect(figure('Mean score (%)')).toBe('35.7');
    expect(figure('Standard deviation')).toBe('24.4');
    expect(figure('Reliability (Cronbach’s alpha)')).toBe('0.21');
    expect(
      screen.getByText('Reliability is computed over the 2 scored questions every session was presented.'),
    ).toBeTruthy();
    const histogram = screen.getByRole('figure', { name: 'Total scores' });
    const table = within(histogram).getByRole('table', { name: 'Total scores' });
    expect(within(table).getByRole('row', { name: '50-59 4' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: '90-100 1' })).toBeTruthy();
  });

  it('lists each question with its figures, flags in words linking to its editor, and a link to its analysis', async () => {
    renderTab([assessmentAnalysisAnswer(assessmentAnalysis())]);
    const table = await screen.findByRole('table', { name: 'Questions' }, wait);
    const [choice, video] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(choice).getByRole('rowheader').textContent).toBe('Which car?');
    expect(cellsOf(choice)).toEqual(['Multiple choice video', '7', '7', '57', '0.17', '3.5', 'None', 'Analysis']);
    expect(within(choice).getByRole('link', { name: 'Which car?' }).getAttribute('href')).toBe(
      `/administration/questions/edit/${IDS.choice}`,
    );
    expect(cellsOf(video).slice(3, 5)).toEqual(['29', 'Not defined: everybody scored the same on this question']);
    const flag = within(video).getByRole('link', {
      name: 'Most drivers who just missed this window clicked before it opened. Try starting it 0.5 s earlier.',
    });
    expect(flag.getAttribute('href')).toBe(`/administration/questions/edit/${IDS.video}`);
    const analysis = within(video).getByRole('link', { name: 'Analysis of Cyclist' });
    expect(analysis.getAttribute('href')).toBe(
      `/administration/questions/edit/${IDS.video}?${filterSearch(defaultFilter(), { assessmentId: IDS.assessment })}#analysis`,
    );
  });

  it('offers the workbook of the same analysis, and the period in the address of the page it was opened from', async () => {
    const filter = { from: '2026-01-01', to: '2026-06-30', subscriptionId: IDS.fleet };
    renderTab(
      [subscriptionOptionsAnswer(IDS.fleet), assessmentAnalysisAnswer(assessmentAnalysis(), filter)],
      `/analysis?${filterSearch(filter)}`,
    );
    const download = await screen.findByRole('link', { name: 'Download (xlsx)' }, wait);
    const url = new URL(download.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/export/ItemAnalysis');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ assessmentId: IDS.assessment, ...filter });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect(await screen.findByDisplayValue('Fleet & Sons', undefined, wait)).toBeTruthy();
    expect(await screen.findByText('Sessions', { selector: 'p' }, wait)).toBeTruthy();
  });

  it('says in plain words when no finished session counts', async () => {
    renderTab([assessmentAnalysisAnswer(assessmentAnalysis({ sessionCount: 0, peopleCount: 0, questions: [] }))]);
    expect(await screen.findByText('No finished sessions in this period yet.', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Questions' })).toBeNull();
  });

  it('asks for a period that ends after it starts, and queries nothing until then', async () => {
    renderTab([assessmentAnalysisAnswer(assessmentAnalysis())]);
    await screen.findByText('Sessions', { selector: 'p' }, wait);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(screen.getByText('The period must end on or after the day it starts.')).toBeTruthy();
    expect(screen.queryByText('Sessions', { selector: 'p' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download (xlsx)' })).toBeNull();
  });
});
