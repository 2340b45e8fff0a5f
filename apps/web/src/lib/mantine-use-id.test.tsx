import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

describe('useId for Mantine', () => {
  it('keeps an id it is given', () => {
    expect(renderHook(() => useId('email')).result.current).toBe('email');
  });

  it('makes an id usable in HTML and CSS from React’s, the same on every render', () => {
    const { result, rerender } = renderHook(() => useId());
    const first = result.current;
    expect(first).toMatch(/^mantine-[A-Za-z0-9_-]+$/);
    rerender();
    expect(result.current).toBe(first);
  });

  it('gives each component its own id', () => {
    function Labelled({ text }: { text: string }) {
      const id = useId();
      return (
        <>
          <label htmlFor={id}>{text}</label>
          <input id={id} />
        </>
      );
    }
    render(
      <>
        <Labelled text="First" />
        <Labelled text="Second" />
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
