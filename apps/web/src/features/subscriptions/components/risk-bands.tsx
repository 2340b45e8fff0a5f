import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface RiskBandsProps {
  highRiskBelow: number | string;
  mediumRiskBelow: number | string;
}

interface Band {
  key: 'high' | 'medium' | 'low';
  color: string;
  from: number;
  /** Exclusive; the low band runs to 100 inclusive. */
  to: number;
}

function clamp(value: number | string, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) ? Math.min(100, Math.max(0, Math.round(number))) : fallback;
}

/** High risk < highRiskBelow <= Medium risk < mediumRiskBelow <= Low risk. */
export function riskBands(highRiskBelow: number | string, mediumRiskBelow: number | string): Band[] {
  const high = clamp(highRiskBelow, 0);
  const medium = Math.max(high, clamp(mediumRiskBelow, high));
  return [
    { key: 'high', color: 'var(--mantine-color-red-7)', from: 0, to: high },
    { key: 'medium', color: 'var(--mantine-color-yellow-5)', from: high, to: medium },
    { key: 'low', color: 'var(--mantine-color-green-7)', from: medium, to: 101 },
  ];
}

/** A bar of the three bands in the theme's red, yellow and green, with the same in words beneath it. */
export function RiskBands({ highRiskBelow, mediumRiskBelow }: RiskBandsProps) {
  const { t } = useTranslation('subscriptions');
  const bands = riskBands(highRiskBelow, mediumRiskBelow);
  return (
    <Stack gap={6}>
      <Group gap={0} h={12} wrap="nowrap" style={{ borderRadius: 6, overflow: 'hidden' }} aria-hidden>
        {bands.map((band) => (
          <Box key={band.key} h="100%" bg={band.color} style={{ flexGrow: band.to - band.from, flexBasis: 0 }} />
        ))}
      </Group>
      <Group gap="md">
        {bands.map((band) => (
          <Group key={band.key} gap={6} wrap="nowrap">
            <Box w={10} h={10} bg={band.color} style={{ borderRadius: 2 }} aria-hidden />
            <Text size="sm" data-testid={`risk-band-${band.key}`}>
              {band.to <= band.from
                ? t(`form.risk.band.${band.key}None`)
                : t(`form.risk.band.${band.key}`, { from: band.from, to: Math.min(band.to - 1, 100) })}
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
