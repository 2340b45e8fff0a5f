import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemFlagFieldsFragment } from '../../gql/graphql';
import { translateDomain } from '../../lib/translate-domain';
import { formatDecimal } from './analysis-format';

/** A flag in words: its domain message, with a window's suggested shift as a number of seconds either way. */
export function useFlagText(): (flag: ItemFlagFieldsFragment) => string {
  const { t, i18n } = useTranslation('item-analysis');
  const locale = i18n.resolvedLanguage ?? i18n.language;
  return (flag) =>
    translateDomain(t, flag.messageKey, {
      shift: formatDecimal(Math.abs(flag.suggestedShiftSeconds ?? 0), locale, 1),
    });
}

/**
 * What is worth an author's look about a question, in words; each a link to the question's editor when `href` is
 * given (from an assessment's list of questions).
 */
export function FlagList({ flags, href }: { flags: readonly ItemFlagFieldsFragment[]; href?: string }) {
  const { t } = useTranslation('item-analysis');
  const textOf = useFlagText();
  if (flags.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('flags.none')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {flags.map((flag) => (
        <List.Item key={`${flag.code}:${flag.answerId ?? ''}`}>
          {href ? (
            <Anchor component={Link} to={href} size="sm">
              {textOf(flag)}
            </Anchor>
          ) : (
            textOf(flag)
          )}
        </List.Item>
      ))}
    </List>
  );
}
