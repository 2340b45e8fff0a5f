import { Badge, type BadgeProps } from '@mantine/core';
import {
  DEFAULT_HIGH_RISK_BELOW,
  DEFAULT_MEDIUM_RISK_BELOW,
  RiskCategory,
  type RiskCategory as RiskCategoryValue,
} from '@roadmark/domain/risk';
import { useTranslation } from 'react-i18next';
import { riskBands } from '../../subscriptions/components/risk-bands';

const bandColors = Object.fromEntries(
  riskBands(DEFAULT_HIGH_RISK_BELOW, DEFAULT_MEDIUM_RISK_BELOW).map((band) => [band.key, band.color]),
) as Record<'high' | 'medium' | 'low', string>;

/**
 * The risk colours (docs/product/risk.md#colours): the subscription form's band colours (red, yellow as amber, green),
 * and grey for Not assessed (gray.7, since gray.6 keeps only 3.3:1 against white text).
 */
export const RISK_COLORS: Record<RiskCategoryValue, string> = {
  High: bandColors.high,
  Medium: bandColors.medium,
  Low: bandColors.low,
  NotAssessed: 'var(--mantine-color-gray-7)',
};

/** Text on each colour with at least 4.5:1 contrast: dark on the amber, white on the others. */
const TEXT_COLORS: Record<RiskCategoryValue, string> = {
  High: 'var(--mantine-color-white)',
  Medium: 'var(--mantine-color-black)',
  Low: 'var(--mantine-color-white)',
  NotAssessed: 'var(--mantine-color-white)',
};

/** The server sends the category as text; anything it does not name is treated as Not assessed. */
export function toRiskCategory(value: string | null | undefined): RiskCategoryValue {
  return Object.values(RiskCategory).find((category) => category === value) ?? RiskCategory.NotAssessed;
}

export interface RiskBadgeProps {
  /** High, Medium, Low or NotAssessed (other text shows as Not assessed). */
  category: string;
  size?: BadgeProps['size'];
}

/**
 * A risk category as a coloured badge that also says it in words, so the colour is never the only cue. The words are
 * in the always-loaded namespace: the badge shows on many pages, and a list whose rows first asked for another
 * namespace would hide the whole page while it loaded.
 */
export function RiskBadge({ category, size = 'lg' }: RiskBadgeProps) {
  const { t } = useTranslation('common');
  const risk = toRiskCategory(category);
  return (
    <Badge
      size={size}
      variant="filled"
      color={RISK_COLORS[risk]}
      c={TEXT_COLORS[risk]}
      data-risk={risk}
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`risk.${risk}`)}
    </Badge>
  );
}
