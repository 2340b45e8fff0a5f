import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

function Choice({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<'all' | 'selected'>('all');
  return (
    <SegmentedChoice
      aria-label="Show"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      data={[
        { value: 'all', label: 'All' },
        { value: 'selected', label: 'Selected' },
      ]}
    />
  );
}

describe('SegmentedChoice', () => {
  it('is a named radio group whose options are named by their labels, one chosen', () => {
    const changed = vi.fn();
    render(<Choice onChange={changed} />);
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    const all = screen.getByRole('radio', { name: 'All' }) as HTMLInputElement;
    const selected = screen.getByRole('radio', { name: 'Selected' }) as HTMLInputElement;
    expect(group.contains(all)).toBe(true);
    expect([all.checked, selected.checked]).toEqual([true, false]);

    fireEvent.click(screen.getByText('Selected'));
    expect(changed).toHaveBeenCalledWith('selected');
    expect([all.checked, selected.checked]).toEqual([false, true]);
    expect(all.name).toBe(selected.name);
  });
});
