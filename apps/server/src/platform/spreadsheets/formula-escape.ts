/** What a spreadsheet program may take for the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a cell may safely hold it: text that a spreadsheet program could run as a formula (=HYPERLINK(...),
 * +cmd|...) gets a leading apostrophe, so it is shown, never evaluated, even after the file is edited and saved.
 */
export function escapeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What escapeFormula wrote, read back: an import of Roadmark's own export gets the text that was exported. */
export function unescapeFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
