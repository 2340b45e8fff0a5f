import { DEFAULT_LOCALE, type Locale } from '@roadmark/domain/messages';
import enGB from '../../locales/en-GB/email.json' with { type: 'json' };
import enUS from '../../locales/en-US/email.json' with { type: 'json' };
import { escapeHtml } from '../html/escape-html.ts';
import type { EmailMessage } from './email-transport.ts';

const TEXTS = { 'en-GB': enGB, 'en-US': enUS } as const;
export type EmailTemplate = keyof typeof enGB.templates;

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => params[name] ?? match);
}

const DEFAULT_ACCENT = '#0b4fa8';

/**
 * Renders one of the email templates of the locale files, as HTML and plain text, around one call to action. A
 * subscription's brand colour (a #rrggbb value; anything else is ignored) colours the button of its emails.
 */
export function renderEmail(
  template: EmailTemplate,
  options: { to: string; locale?: Locale; params: Record<string, string>; actionUrl?: string; accentColor?: string },
): EmailMessage {
  const accent = /^#[0-9a-f]{6}$/i.test(options.accentColor ?? '') ? options.accentColor! : DEFAULT_ACCENT;
  const texts = TEXTS[options.locale ?? DEFAULT_LOCALE];
  const parts = texts.templates[template] as { subject: string; paragraphs: string[]; action?: string };
  const params = { appName: texts.appName, ...options.params };
  const subject = fill(parts.subject, params);
  const paragraphs = parts.paragraphs.map((p) => fill(p, params));
  const greeting = fill(texts.greeting, params);
  const action =
    parts.action && options.actionUrl ? { label: fill(parts.action, params), url: options.actionUrl } : null;
  const footer = fill(texts.footer, params);

  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join('\n\n');
  const html = `<!doctype html><html lang="${options.locale ?? DEFAULT_LOCALE}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${accent};color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#444">${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:13px;color:#444">${escapeHtml(footer)}</p>
</body></html>`;
  return { to: options.to, subject, text, html };
}
