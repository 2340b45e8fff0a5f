import { Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DUE_STATE_COLOR, dueState } from '../due-date';

/**
 * The due-by date of a row, in its due-date colour: a native date input when it may be changed, else the date as text,
 * with 'Overdue' or 'Due soon' in words next to it so the colour is not the only sign.
 */
export function DueDateField({
  day,
  name,
  onChange,
}: {
  day: string;
  name: string;
  onChange: ((day: string) => void) | null;
}) {
  const { t, i18n } = useTranslation('assignments');
  const state = day ? dueState(day) : 'later';
  const color = DUE_STATE_COLOR[state];
  return (
    <Group gap="xs" wrap="nowrap">
      {onChange ? (
        <TextInput
          type="date"
          size="xs"
          w={150}
          aria-label={t('list.dueByLabel', { name })}
          value={day}
          onChange={(event) => onChange(event.currentTarget.value)}
          styles={state === 'later' ? undefined : { input: { borderColor: `var(--mantine-color-${color}-6)` } }}
        />
      ) : (
        <Text size="sm">
          <time dateTime={day}>{formatDay(day, i18n.resolvedLanguage ?? i18n.language)}</time>
        </Text>
      )}
      {state !== 'later' && (
        <Text size="xs" fw={500} c={color}>
          {t(`list.${state}`)}
        </Text>
      )}
    </Group>
  );
}

/** A YYYY-MM-DD day in the language's own order, e.g. 22 Jan 2027 or Jan 22, 2027. */
function formatDay(day: string, locale: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(parsed);
}
