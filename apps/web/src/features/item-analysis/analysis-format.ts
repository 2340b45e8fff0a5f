/** Making a format is slow and a table formats hundreds of figures: one is made per locale and precision. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${locale}|${minimum}|${maximum}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: minimum, maximumFractionDigits: maximum });
    formats.set(key, format);
  }
  return format;
}

/** A figure with at most `places` decimals, as the locale writes it: 4.45, 73.4, 2. */
export function formatDecimal(value: number, locale: string, places: number): string {
  return numberFormat(locale, 0, places).format(value);
}

/** A figure with exactly `places` decimals, so a column of them lines up: 0.17, -0.05, 1.00. */
export function formatFixed(value: number, locale: string, places: number): string {
  return numberFormat(locale, places, places).format(value);
}

/** A share of 0..1 as a whole percent, without the sign (the column or the text says it): 0.6 is 60. */
export function formatShare(share: number, locale: string): string {
  return numberFormat(locale, 0, 0).format(share * 100);
}
