import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarDrawing } from './bar-drawing';
import { SCORE_TICKS } from './chart-scale';
import { DonutDrawing } from './donut-drawing';
import { LineDrawing } from './line-drawing';
import { RISK_BANDS } from './risk-band-scale';

describe('the chart drawings', () => {
  it('shades a score chart red, amber and green along its value axis, and draws no column for a team without scores', () => {
    const { container } = render(
      <BarDrawing
        bars={[
          { key: 'north', label: 'North depot', value: 50 },
          { key: 'south', label: 'South depot', value: null },
        ]}
        ticks={SCORE_TICKS}
        height={240}
        bands={{ axis: 'value' }}
      />,
    );
    const bands = [...container.querySelectorAll<HTMLElement>('[data-risk-band]')];
    expect(bands.map((band) => band.dataset.riskBand)).toEqual(['high', 'medium', 'low']);
    expect(bands.map((band) => [band.style.bottom, band.style.height])).toEqual(
      RISK_BANDS.map((band) => [`${band.from}%`, `${band.to - band.from}%`]),
    );
    const heights = [...container.querySelectorAll<HTMLElement>('[style*="height: 50%"]')];
    expect(heights).toHaveLength(1);
    expect(container.textContent).toContain('North depot');
    expect(container.textContent).toContain('South depot');
  });

  it('shades each score range of a histogram by the band its lower end falls in', () => {
    const { container } = render(
      <BarDrawing
        bars={[0, 50, 90].map((from) => ({ key: String(from), label: `${from}`, value: 1 }))}
        ticks={[0, 1]}
        height={240}
        bands={{ axis: 'category', from: [0, 50, 90] }}
      />,
    );
    const bands = [...container.querySelectorAll<HTMLElement>('[data-risk-band]')].map((band) => band.dataset.riskBand);
    expect(bands).toEqual(
      [0, 50, 90].map((from) => RISK_BANDS.find((band) => from >= band.from && from < band.to)?.key),
    );
  });

  it('draws the line through the middle of each column at its value', () => {
    const { container } = render(
      <LineDrawing
        points={[
          { key: 'a', label: 'Jan', value: 0 },
          { key: 'b', label: 'Feb', value: 2 },
        ]}
        ticks={[0, 1, 2, 3, 4]}
        height={240}
      />,
    );
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('0.5,100 1.5,50');
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 2 100');
  });

  it('gives each slice of the donut its share of the ring, one after the other, and writes the total inside', () => {
    const { container } = render(
      <DonutDrawing
        slices={[
          { key: 'High', value: 3, color: 'red' },
          { key: 'NotAssessed', value: 1, color: 'grey' },
        ]}
        label="4"
      />,
    );
    const circles = [...container.querySelectorAll('circle')];
    const ring = 2 * Math.PI * Number(circles[0]?.getAttribute('r'));
    const lengths = circles.map((circle) => Number(circle.getAttribute('stroke-dasharray')?.split(' ')[0]));
    expect(lengths[0]).toBeCloseTo(ring * 0.75);
    expect(lengths[1]).toBeCloseTo(ring * 0.25);
    expect(Number(circles[1]?.getAttribute('stroke-dashoffset'))).toBeCloseTo(-ring * 0.75);
    expect(container.querySelector('text')?.textContent).toBe('4');
  });
});
