import { describe, expect, it } from 'vitest';
import { CellTextMeter, MAX_CELL_CHARACTERS } from './cell-text-meter.ts';

/** The verdict on an XML part, fed to the meter in chunks of the given size (cutting characters and tags apart). */
function verdictOn(xml: string, chunkSize = 7) {
  const meter = new CellTextMeter();
  const bytes = Buffer.from(xml, 'utf8');
  for (let start = 0; start < bytes.length; start += chunkSize) meter.write(bytes.subarray(start, start + chunkSize));
  return meter.verdict;
}

const sharedStrings = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="x" count="${items.length}">${items
    .map((text) => `<si><t xml:space="preserve">${text}</t></si>`)
    .join('')}</sst>`;

describe('CellTextMeter', () => {
  it.each([
    ['plain letters', 'a'.repeat(MAX_CELL_CHARACTERS)],
    ['letters of two UTF-8 bytes', 'é'.repeat(MAX_CELL_CHARACTERS)],
    ['letters of four UTF-8 bytes', '😀'.repeat(MAX_CELL_CHARACTERS)],
    ['entities, one character each', '&amp;'.repeat(MAX_CELL_CHARACTERS)],
    ['numeric character references', '&#x1F600;'.repeat(MAX_CELL_CHARACTERS)],
  ])('accepts a cell of exactly the most Excel allows, in %s', (_name, text) => {
    expect(verdictOn(sharedStrings(text))).toBe('ok');
    expect(verdictOn(sharedStrings(text), 65_536)).toBe('ok');
  });

  it.each([
    ['plain letters', 'a'.repeat(MAX_CELL_CHARACTERS + 1)],
    ['letters of two UTF-8 bytes', 'é'.repeat(MAX_CELL_CHARACTERS + 1)],
    ['entities', '&lt;'.repeat(MAX_CELL_CHARACTERS + 1)],
  ])('finds a cell one character longer, in %s', (_name, text) => {
    expect(verdictOn(sharedStrings('short', text))).toBe('cellTooLong');
  });

  it('adds up the runs of one rich-text string', () => {
    const half = `<r><t>${'a'.repeat(20_000)}</t></r>`;
    expect(verdictOn(`<sst><si>${half}${half}</si></sst>`)).toBe('cellTooLong');
  });

  it('counts each cell on its own, so many long cells are fine', () => {
    const cell = (text: string) => `<c r="A1" t="inlineStr"><is><t>${text}</t></is></c>`;
    const sheet = `<worksheet><sheetData><row r="1">${cell('a'.repeat(30_000)).repeat(5)}</row></sheetData></worksheet>`;
    expect(verdictOn(sheet)).toBe('ok');
    expect(verdictOn(sheet.replace('</row>', `${cell('b'.repeat(40_000))}</row>`))).toBe('cellTooLong');
  });

  it('knows a prefixed cell element', () => {
    const cells = `<x:c r="A1"><x:is><x:t>${'a'.repeat(30_000)}</x:t></x:is></x:c>`;
    expect(verdictOn(`<x:worksheet>${cells}${cells}</x:worksheet>`)).toBe('ok');
  });

  it('does not count markup: attributes with > in quotes, comments and instructions', () => {
    const markup = `<!-- ${'c'.repeat(40_000)} --><?pi ${'p'.repeat(40_000)}?><si a="${'>'.repeat(40_000)}"><t>x</t></si>`;
    expect(verdictOn(`<sst>${markup}</sst>`)).toBe('ok');
  });

  it.each([
    ['a CDATA section', `<sst><si><t><![CDATA[${'a'.repeat(10)}]]></t></si></sst>`],
    ['a DOCTYPE', '<!DOCTYPE sst [<!ENTITY a "aaaa">]><sst><si><t>&a;</t></si></sst>'],
    ['an entity declaration', '<sst><!ENTITY a "aaaa"><si><t>&a;</t></si></sst>'],
  ])('refuses %s, which no spreadsheet program writes', (_name, xml) => {
    expect(verdictOn(xml)).toBe('unsupportedMarkup');
  });
});
