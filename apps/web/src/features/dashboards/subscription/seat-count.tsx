import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** 'This assessment has used N seat(s)', word for word in both languages. */
export function SeatCount({ seatsUsed, ...props }: { seatsUsed: number } & TextProps) {
  const { t } = useTranslation('dashboards');
  return (
    <Text size="sm" {...props}>
      {t('seatCount', { count: seatsUsed })}
    </Text>
  );
}
