import { loadavg } from 'node:os';

/** A whole number above zero from an environment setting, or undefined when it is unset or not one. */
export function positiveInt(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}

/** The machine's load averages over 1, 5 and 15 minutes, printed before and after a measurement. */
export function loadAverages(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
