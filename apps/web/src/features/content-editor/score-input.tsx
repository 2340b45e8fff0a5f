import { SCORE_RANGE_LIMITS } from '@roadmark/domain/content/score-ranges';
import { NullableNumberInput, type NullableNumberInputProps } from './nullable-number-input';

/**
 * A whole-number score from 0 to 100 (percent). Out-of-range numbers are kept and reported by validation on blur
 * rather than silently clamped, so the person sees why their number changed nothing.
 */
export function ScoreInput(props: NullableNumberInputProps) {
  return (
    <NullableNumberInput
      min={SCORE_RANGE_LIMITS.min}
      max={SCORE_RANGE_LIMITS.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      {...props}
    />
  );
}
