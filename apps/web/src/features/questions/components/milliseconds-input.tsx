import { NumberInput } from '@mantine/core';
import {
  formatResponseTime,
  millisecondsToSeconds,
  secondsToMilliseconds,
} from '@roadmark/domain/content/response-windows';
import { type ReactNode, useState } from 'react';

export interface MillisecondsInputProps {
  label: string;
  /** The time in seconds, as stored. */
  seconds: number;
  onChange: (seconds: number) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * A time stored in seconds, edited in whole milliseconds and shown below as hh:mm:ss.mmmm. While the
 * field is being typed in, an empty or partial entry stays as typed instead of snapping back to the stored time.
 */
export function MillisecondsInput({ label, seconds, onChange, error, disabled }: MillisecondsInputProps) {
  const [draft, setDraft] = useState<string | number | null>(null);
  return (
    <NumberInput
      label={label}
      value={draft ?? secondsToMilliseconds(seconds)}
      onChange={(value) => {
        setDraft(value);
        if (typeof value === 'number' && Number.isFinite(value)) onChange(millisecondsToSeconds(value));
      }}
      onBlur={() => setDraft(null)}
      description={formatResponseTime(seconds)}
      error={error}
      disabled={disabled}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      step={1}
      thousandSeparator={false}
      inputMode="numeric"
      w={200}
    />
  );
}
