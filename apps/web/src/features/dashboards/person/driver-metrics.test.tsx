import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DriverMetricsRadar, radarData } from './driver-metrics-radar';
import { DriverOverview } from './driver-overview';
import { dashboard } from './person-dashboard-fixtures';

const METRICS = dashboard().metrics;

describe('radarData', () => {
  it('cuts labels at 20 characters, ellipsis included, keeps the values, and reaches each risk band to its edge', () => {
    const bands = { 'band-low': 100, 'band-medium': 70, 'band-high': 30 };
    expect(radarData(METRICS)).toEqual([
      { metric: 'Hazards', value: 20, ...bands },
      { metric: 'Observation and ant…', value: 80, ...bands },
      { metric: 'Speed', value: 55, ...bands },
    ]);
    expect(Array.from(String(radarData(METRICS)[1]?.metric))).toHaveLength(20);
  });
});

describe('DriverMetricsRadar', () => {
  it('is an image named as a radar chart, described by a hidden table of the full names and values', () => {
    renderWithProviders(<DriverMetricsRadar metrics={METRICS} />);
    const chart = screen.getByRole('img', { name: /^Radar chart of the driver metrics, from 0 to 100/ });
    const table = document.getElementById(chart.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(within(table).getByText('Driver metric values').tagName).toBe('CAPTION');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Hazards20',
      'Observation and anticipation skills80',
      'Speed55',
    ]);
  });
});

describe('DriverOverview', () => {
  it('shows one progress bar per metric, with the name and value in words', () => {
    renderWithProviders(<DriverOverview metrics={METRICS} />);
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Hazards: 20 out of 100',
      'Observation and anticipation skills: 80 out of 100',
      'Speed: 55 out of 100',
    ]);
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['20', '80', '55']);
    expect(screen.getByText('Observation and anticipation skills')).toBeTruthy();
    expect(screen.getByText('80')).toBeTruthy();
  });
});
