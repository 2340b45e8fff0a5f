import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

export interface NullableNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> {
  value: number | null;
  /** A number, or null while the input holds no number (empty, or a lone '-' on the way to a negative one). */
  onChange: (value: number | null) => void;
}

/**
 * A NumberInput for a `number | null` value. Mantine reports text that is not yet a number ('' or '-') as a string
 * and must get that text back to keep showing it, so the text is kept here while the value is null.
 */
export function NullableNumberInput({ value, onChange, ...props }: NullableNumberInputProps) {
  const [text, setText] = useState('');
  return (
    <NumberInput
      {...props}
      value={value ?? text}
      onChange={(next) => {
        if (typeof next === 'number') {
          setText('');
          onChange(next);
        } else {
          setText(next);
          onChange(null);
        }
      }}
    />
  );
}
