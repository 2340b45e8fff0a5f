import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../app/i18n';
import { renderWithProviders } from '../../../test/render';
import { useNameListText } from './name-list-text';
import { SeatCount } from './seat-count';

function Names({ names }: { names: string[] }) {
  const text = useNameListText();
  return <p>{text(names)}</p>;
}

describe('SeatCount', () => {
  it.each([
    [0, 'This assessment has used 0 seat(s)'],
    [1, 'This assessment has used 1 seat(s)'],
    [12, 'This assessment has used 12 seat(s)'],
  ])('says the documented text for %i seats', (seatsUsed, text) => {
    renderWithProviders(<SeatCount seatsUsed={seatsUsed} />);
    expect(screen.getByText(text)).not.toBeNull();
  });

  it.each([1, 3])('keeps the same text word for word in en-US (%i)', (count) => {
    const t = initI18n('en-GB').getFixedT('en-US', 'dashboards');
    expect(t('seatCount', { count })).toBe(`This assessment has used ${count} seat(s)`);
  });
});

describe('useNameListText', () => {
  it.each([
    [['Ann'], 'Ann'],
    [['Ann', 'Bob', 'Cy', 'Di'], 'Ann, Bob, Cy, Di'],
    [['Ann', 'Bob', 'Cy', 'Di', 'Ed'], 'Ann, Bob, Cy, Di ... and 1 other'],
    [['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus'], 'Ann, Bob, Cy, Di ... and 3 others'],
  ])('lists %j as %s', (names, text) => {
    renderWithProviders(<Names names={names} />);
    expect(screen.getByText(text)).not.toBeNull();
  });
});
