import { type CSSProperties, type ReactNode, useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  data: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  style?: CSSProperties;
}

/**
 * One of a few options side by side, the chosen one raised: a radio group (arrow keys move between the options).
 * Drawn by CSS alone; Mantine's SegmentedControl measures its options to place a sliding highlight, forcing the
 * browser to lay out the whole page as it appears and again from its resize observers.
 */
export function SegmentedChoice<T extends string>({ data, value, onChange, style, ...names }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" className={classes.root} style={style} {...names}>
      {data.map((option) => (
        <label key={option.value} className={classes.item}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
