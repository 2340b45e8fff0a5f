import enGB from './locales/en-GB.json' with { type: 'json' };
import enUS from './locales/en-US.json' with { type: 'json' };

/**
 * Messages shared by server and web: validation, error and import row texts, and the sheets, columns and values of
 * the exports. Keys look like `validation.nameRequired`.
 */
export const DOMAIN_MESSAGES = { 'en-GB': enGB, 'en-US': enUS } as const;
export type Locale = keyof typeof DOMAIN_MESSAGES;
/** The locales offered, in the language menu's order; the first is the default and the last resort. */
export const SUPPORTED_LOCALES = ['en-GB', 'en-US'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = SUPPORTED_LOCALES[0];
export type MessageKey =
  | `validation.${keyof typeof enGB.validation}`
  | `validation.content.${keyof typeof enGB.validation.content}`
  | `errors.${keyof typeof enGB.errors}`
  | `imports.${keyof typeof enGB.imports}`
  | `exports.${keyof typeof enGB.exports}`
  | `exports.sheets.${keyof typeof enGB.exports.sheets}`
  | `exports.columns.${keyof typeof enGB.exports.columns}`
  | `exports.values.${keyof typeof enGB.exports.values}`
  | `analysis.flags.${keyof typeof enGB.analysis.flags}`;

export function isMessageKey(value: string): value is MessageKey {
  return lookup(enGB, value) !== undefined;
}

/** Resolves a message key to text, filling `{name}` placeholders; unknown keys are returned unchanged. */
export function translateMessage(
  key: string,
  params: Record<string, string | number> = {},
  locale: Locale = DEFAULT_LOCALE,
): string {
  const template = lookup(DOMAIN_MESSAGES[locale], key) ?? lookup(enGB, key) ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

function lookup(messages: object, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => {
    return node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, messages);
  return typeof value === 'string' ? value : undefined;
}
