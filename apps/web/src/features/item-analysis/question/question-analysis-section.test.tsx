import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { filterSearch } from '../filter/analysis-filter';
import {
  choiceAnalysis,
  defaultFilter,
  IDS,
  imageAnalysis,
  questionAnalysisAnswer,
  subscriptionOptionsAnswer,
  videoAnalysis,
} from '../item-analysis-test-data';
import { QuestionAnalysisSection } from './question-analysis-section';

// Generous: the machine running the suite is often busy.
const wait = { timeout: 8000 };

function renderSection(questionId: string, mocks: RenderOptions['mocks'], search = '') {
  return renderWithProviders(<QuestionAnalysisSection questionId={questionId} />, {
    path: '/question',
    route: `/question${search}`,
    mocks: [subscriptionOptionsAnswer(), ...(mocks ?? [])],
  });
}

const fromAssessment = `?${filterSearch(defaultFilter(), { assessmentId: IDS.assessment })}`;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('QuestionAnalysisSection', { timeout: 20_000 }, () => {
  it('draws a response-time video’s clicks against its window, with the window’s figures and suggested shift', async () => {
    const { container } = renderSection(
      IDS.video,
      [questionAnalysisAnswer(IDS.video, videoAnalysis())],
      fromAssessment,
    );
    const chart = await screen.findByRole('figure', { name: 'Click times' }, wait);
    expect(screen.getByText('Sessions of Hazards "A" & B only.')).toBeTruthy();
    const bins = within(chart).getByRole('table', { name: 'Click times' });
    expect(
      within(bins)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Time in the clipClicks', '4.5 to 4.75 s5', '6 to 6.25 s2']);
    // The window of 5 to 7 s over an axis of 9 s of clip (two past the window), a column per quarter second.
    const shaded = container.querySelectorAll<HTMLElement>('[data-response-window]');
    expect([...shaded].map((band) => [band.style.left, band.style.width])).toEqual([
      [`${(5 / 9) * 100}%`, `${(7 / 9) * 100 - (5 / 9) * 100}%`],
    ]);
    expect(container.querySelectorAll('[data-click-bin]')).toHaveLength(36);

    const windows = screen.getByRole('table', { name: 'Response windows' });
    const [row] = within(windows).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(row).getByRole('rowheader').textContent).toBe('5 to 7 s');
    expect(cellsOf(row)).toEqual([
      '100',
      '71% (5)',
      '29% (2)',
      '0% (0)',
      '0% (0)',
      '4.5 s',
      'Most drivers who just missed this window clicked before it opened. Try starting it 0.5 s earlier.',
    ]);
    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).previousElementSibling?.textContent;
    expect(figure('Presented')).toBe('7');
    expect(figure('Facility (%)')).toBe('29');
  });

  it('shows each answer’s share and its choosers’ mean total, the correct one marked', async () => {
    renderSection(IDS.choice, [questionAnalysisAnswer(IDS.choice, choiceAnalysis())], fromAssessment);
    const table = await screen.findByRole('table', { name: 'Answers chosen' }, wait);
    const [right, wrong] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(right).getByRole('rowheader').textContent).toBe('The red oneCorrect answer');
    expect(cellsOf(right)).toEqual(['57% (4)', '62.5']);
    expect(within(wrong).getByRole('rowheader').textContent).toBe('The blue one');
    expect(cellsOf(wrong)).toEqual(['43% (3)', '0']);
    expect(screen.getByText('Discrimination', { selector: 'p' }).previousElementSibling?.textContent).toBe('0.17');
  });

  it('draws the clicks on a location image as a heat map with its windows, and each window’s share', async () => {
    const { container } = renderSection(IDS.image, [questionAnalysisAnswer(IDS.image, imageAnalysis(), null)]);
    const map = await screen.findByRole('figure', { name: 'Clicks on the image' }, wait);
    expect(
      screen.getByText('Sessions of every assessment and training module that presented this question.'),
    ).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/files/street.jpg');
    const cells = [...container.querySelectorAll<HTMLElement>('[data-heat-cell]')];
    expect(cells.map((cell) => [cell.style.left, cell.style.top])).toEqual([
      [`${((19 * 40) / 1920) * 100}%`, `${((11 * 40) / 1080) * 100}%`],
      [`${((40 * 40) / 1920) * 100}%`, `${((2 * 40) / 1080) * 100}%`],
    ]);
    // The busiest cell the strongest.
    expect(Number(cells[0]?.style.opacity)).toBeGreaterThan(Number(cells[1]?.style.opacity));
    const area = container.querySelector<HTMLElement>('[data-location-window]');
    expect(area?.style.width).toBe(`${((832 - 724) / 1920) * 100}%`);
    const busiest = within(within(map).getByRole('table')).getAllByRole('row')[1];
    expect(busiest?.textContent).toBe('Across 760 to 800, down 440 to 4804');
    const windows = screen.getByRole('table', { name: 'Windows' });
    expect(cellsOf(within(windows).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'Across 724 to 832, down 361 to 630',
      '100',
      '80% (4)',
    ]);
  });

  it('counts every assessment once asked to, and says so when no session counts', async () => {
    const empty = { ...choiceAnalysis(), assessment: null, figures: { ...choiceAnalysis().figures, presented: 0 } };
    renderSection(
      IDS.choice,
      [questionAnalysisAnswer(IDS.choice, choiceAnalysis()), questionAnalysisAnswer(IDS.choice, empty, null)],
      fromAssessment,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Count every assessment' }, wait));
    expect(await screen.findByText('No finished sessions in this period yet.', undefined, wait)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Answers chosen' })).toBeNull();
  });
});
