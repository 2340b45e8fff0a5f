/** A run of plain text, or a web address to show as a link; `start` is its offset in the original text. */
export type TextPart = { kind: 'text'; text: string; start: number } | { kind: 'link'; href: string; start: number };

const WEB_ADDRESS = /https?:\/\/[^\s<>"'`]+/gi;

/** Punctuation that ends a sentence more often than an address. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?']);
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops what follows an address in prose: a full stop, or a bracket the address itself did not open. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const last = address.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (TRAILING_PUNCTUATION.has(last)) address = address.slice(0, -1);
    else if (opener && count(address, last) > count(address, opener)) address = address.slice(0, -1);
    else return address;
  }
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Splits plain text into text runs and http(s) addresses, so the addresses can be rendered as links without ever
 * treating the text as HTML. Only http and https become links; anything else (javascript:, mailto:) stays text.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) parts.push({ kind: 'text', text: text.slice(textStart, end), start: textStart });
  };
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const href = trimAddress(match[0]);
    if (!isWebAddress(href)) continue;
    pushText(match.index);
    parts.push({ kind: 'link', href, start: match.index });
    textStart = match.index + href.length;
  }
  pushText(text.length);
  return parts;
}
