import type { Translate } from './error-messages';

/**
 * A domain message (`validation.passwordRule.length`, `analysis.flags.TOO_EASY`) in the language on screen, its
 * `{name}` placeholders filled: domain messages are shared with the server, and i18next only fills `{{name}}`.
 * An unknown key is shown as is.
 */
export function translateDomain(t: Translate, key: string, params: Record<string, unknown> = {}): string {
  const text = t(`domain:${key}`, { ...params, defaultValue: key });
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
