/** The most characters an Excel cell holds (Excel's own limit); a workbook with a longer cell was not made by Excel. */
export const MAX_CELL_CHARACTERS = 32_767;

export type CellTextVerdict = 'ok' | 'cellTooLong' | 'unsupportedMarkup';

const LT = 0x3c;
const GT = 0x3e;
const AMP = 0x26;
const SEMICOLON = 0x3b;
const SLASH = 0x2f;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const DASH = 0x2d;
const QUESTION = 0x3f;

/** The elements that start a new cell's text: a shared string item (<si>) or a worksheet cell (<c>). */
const CELL_ELEMENTS = new Set(['si', 'c']);

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/**
 * Measures the text of each cell of a workbook's XML part (sharedStrings.xml or a worksheet) as its bytes are
 * inflated, without holding them: it counts the characters between one <si> or <c> and the next (an entity counts as
 * one character), and says so as soon as a cell passes MAX_CELL_CHARACTERS. Markup no spreadsheet program writes
 * into these parts (CDATA sections, DOCTYPE and entity declarations) is refused rather than interpreted.
 */
export class CellTextMeter {
  #state: 'text' | 'entity' | 'name' | 'tag' | 'quoted' | 'comment' | 'instruction' = 'text';
  #name = '';
  #quote = 0;
  #previous = [0, 0];
  #cellCharacters = 0;
  verdict: CellTextVerdict = 'ok';

  /** Reads the next bytes; the verdict stays on the first problem found. */
  write(chunk: Buffer): CellTextVerdict {
    for (let index = 0; index < chunk.length && this.verdict === 'ok'; index++) this.#step(chunk[index]!);
    return this.verdict;
  }

  #step(byte: number): void {
    switch (this.#state) {
      case 'text':
        this.#text(byte);
        return;
      case 'entity':
        if (byte === SEMICOLON) this.#state = 'text';
        return;
      case 'name':
        this.#tagName(byte);
        return;
      case 'tag':
        if (byte === QUOTE || byte === APOSTROPHE) {
          this.#quote = byte;
          this.#state = 'quoted';
        } else if (byte === GT) this.#state = 'text';
        return;
      case 'quoted':
        if (byte === this.#quote) this.#state = 'tag';
        return;
      default:
        this.#skipUntilEnd(byte);
    }
  }

  #text(byte: number): void {
    if (byte === LT) {
      this.#state = 'name';
      this.#name = '';
      return;
    }
    if (byte === AMP) this.#state = 'entity';
    // A UTF-8 continuation byte (10xxxxxx) belongs to the character before it.
    if ((byte & 0xc0) === 0x80) return;
    this.#cellCharacters++;
    if (this.#cellCharacters > MAX_CELL_CHARACTERS) this.verdict = 'cellTooLong';
  }

  #tagName(byte: number): void {
    const ends = isSpace(byte) || byte === GT || (byte === SLASH && this.#name !== '');
    if (!ends) {
      if (this.#name.length < 32) this.#name += String.fromCharCode(byte);
      if (this.#name === '!--') this.#enter('comment');
      else if (this.#name[0] === '!' && this.#name.length > 1 && (this.#name.length > 2 || this.#name[1] !== '-')) {
        this.verdict = 'unsupportedMarkup';
      } else if (this.#name === '?') this.#enter('instruction');
      return;
    }
    // A prefixed name (x:c) is the same element in another namespace prefix.
    const local = this.#name.slice(this.#name.indexOf(':') + 1);
    if (CELL_ELEMENTS.has(local)) this.#cellCharacters = 0;
    this.#state = byte === GT ? 'text' : 'tag';
  }

  #enter(state: 'comment' | 'instruction'): void {
    this.#state = state;
    this.#previous = [0, 0];
  }

  /** Inside a comment (ends with -->) or a processing instruction (ends with ?>). */
  #skipUntilEnd(byte: number): void {
    const [beforeLast, last] = this.#previous;
    const ended = byte === GT && (this.#state === 'comment' ? beforeLast === DASH && last === DASH : last === QUESTION);
    this.#previous = [last!, byte];
    if (ended) this.#state = 'text';
  }
}
