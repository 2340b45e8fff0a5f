import { DOMAIN_MESSAGES } from '@roadmark/domain/messages';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<{ default: object }>('./*/*.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function namespaces(locale: string): Record<string, object> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(`./${locale}/`))
      .map(([path, module]) => [path.split('/')[2]!.replace('.json', ''), module.default]),
  );
}

describe('locale files', () => {
  it('have the same namespaces in en-GB and en-US', () => {
    expect(Object.keys(namespaces('en-US')).sort()).toEqual(Object.keys(namespaces('en-GB')).sort());
  });

  it.each(Object.keys(namespaces('en-GB')))('have the same keys in en-GB and en-US for %s', (namespace) => {
    const british = keysOf(namespaces('en-GB')[namespace]).sort();
    const american = keysOf(namespaces('en-US')[namespace]).sort();
    expect(american).toEqual(british);
  });

  it('have the same domain message keys in en-GB and en-US', () => {
    expect(keysOf(DOMAIN_MESSAGES['en-US']).sort()).toEqual(keysOf(DOMAIN_MESSAGES['en-GB']).sort());
  });

  it('leave no value empty', () => {
    for (const locale of ['en-GB', 'en-US']) {
      for (const [namespace, messages] of Object.entries(namespaces(locale))) {
        const empty = keysOf(messages).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });
});
