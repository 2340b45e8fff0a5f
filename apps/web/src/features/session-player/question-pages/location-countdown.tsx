import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, TIMER_DANGER_BELOW_SECONDS } from './location-clicks';

/**
 * The time left, shown every second (in the danger colour below 10 seconds). A timer role is not read
 * out on every change; the page announces the time at intervals in its own live region.
 */
export function LocationCountdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation('session-player');
  const danger = remaining < TIMER_DANGER_BELOW_SECONDS;
  return (
    <Group gap={6} c={danger ? 'red.7' : undefined}>
      <IconClock size={20} aria-hidden />
      <Text role="timer" fw={700} c={danger ? 'red.7' : undefined} data-danger={danger || undefined}>
        {t('location.timeLeft', { time: formatCountdown(remaining) })}
      </Text>
    </Group>
  );
}
