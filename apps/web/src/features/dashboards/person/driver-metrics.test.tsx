import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { DriverMetricsRadar } from './driver-metrics-radar';
import { DriverOverview } from './driver-overview';
import { dashboard } from './person-dashboard-fixtures';
import { labelLines, radarAxes, radarPoint } from './radar-drawing';

const METRICS = dashboard().metrics;

describe('radarAxes', () => {
  it('cuts labels at 20 characters, ellipsis included, and keeps the values', () => {
    expect(radarAxes(METRICS).map(({ label, value }) => ({ label, value }))).toEqual([
      { label: 'Hazards', value: 20 },
      { label: 'Observation and ant…', value: 80 },
      { label: 'Speed', value: 55 },
    ]);
    expect(Array.from(radarAxes(METRICS)[1]?.label ?? '')).toHaveLength(20);
  });
});

describe('labelLines', () => {
  it('keeps a short label on one line and breaks a long one at the space nearest its middle', () => {
    expect(labelLines('Speed')).toEqual(['Speed']);
    expect(labelLines('Observation and ant…')).toEqual(['Observation', 'and ant…']);
    expect(labelLines('Following distance')).toEqual(['Following', 'distance']);
    expect(labelLines('Verkehrszeichenkunde')).toEqual(['Verkehrszeichenkunde']);
  });
});

describe('radarPoint', () => {
  it('puts the first axis straight up and the others clockwise, 0 at the centre and 100 on the outer ring', () => {
    const centre = radarPoint(0, 4, 0);
    const top = radarPoint(0, 4, 100);
    const right = radarPoint(1, 4, 100);
    const halfwayDown = radarPoint(2, 4, 50);
    expect(top.x).toBeCloseTo(centre.x);
    expect(top.y).toBeLessThan(centre.y);
    expect(right.y).toBeCloseTo(centre.y);
    expect(right.x - centre.x).toBeCloseTo(centre.y - top.y);
    expect(halfwayDown.y - centre.y).toBeCloseTo((centre.y - top.y) / 2);
  });

  it('keeps a value outside 0 to 100 on the chart', () => {
    expect(radarPoint(0, 3, 140)).toEqual(radarPoint(0, 3, 100));
    expect(radarPoint(1, 3, -5)).toEqual(radarPoint(1, 3, 0));
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

  it('draws the red, amber and green bands behind the values, and a label on each axis', () => {
    renderWithProviders(<DriverMetricsRadar metrics={METRICS} />);
    const drawing = screen.getByTestId('driver-metrics-radar').querySelector('svg');
    const series = [...(drawing?.querySelectorAll('[data-series]') ?? [])].map((shape) =>
      shape.getAttribute('data-series'),
    );
    expect(series).toEqual(['band-low', 'band-medium', 'band-high', 'value']);
    const labels = [...(drawing?.querySelectorAll('text') ?? [])].map((text) =>
      text.querySelector('tspan')
        ? [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')
        : text.textContent,
    );
    expect(labels).toEqual(expect.arrayContaining(['Hazards', 'Observation and ant…', 'Speed', '0', '50', '100']));
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
