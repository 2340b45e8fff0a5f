import { describe, expect, it } from 'vitest';
import { binCounts, secondMarks, timelineEnd } from './click-timeline';

describe('the click-time axis', () => {
  it('runs to the last click or two seconds past the last window, whichever is later, in whole seconds', () => {
    const bins = [
      { startSeconds: 0, count: 0 },
      { startSeconds: 0.25, count: 0 },
      { startSeconds: 0.5, count: 2 },
    ];
    expect(timelineEnd(bins, 0.25, [])).toBe(1);
    expect(timelineEnd(bins, 0.25, [{ startSeconds: 5, endSeconds: 7.2 }])).toBe(10);
    expect(timelineEnd([...bins, ...bins, ...bins, ...bins], 0.25, [{ startSeconds: 0, endSeconds: 0.5 }])).toBe(3);
    expect(timelineEnd([], 0.25, [])).toBe(1);
  });

  it('gives every quarter second its count, the empty ones too', () => {
    const counts = binCounts(
      [
        { startSeconds: 4.5, count: 5 },
        { startSeconds: 6, count: 2 },
      ],
      0.25,
      8,
    );
    expect(counts).toHaveLength(32);
    expect(counts[18]).toBe(5);
    expect(counts[24]).toBe(2);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(7);
  });

  it('marks every second of a short clip and every ten of a long one', () => {
    expect(secondMarks(4, String).map((mark) => [mark.at, mark.label])).toEqual([
      [0, '0'],
      [25, '1'],
      [50, '2'],
      [75, '3'],
      [100, '4'],
    ]);
    expect(secondMarks(95, String).map((mark) => mark.label)).toEqual([
      '0',
      '10',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '80',
      '90',
    ]);
  });
});
