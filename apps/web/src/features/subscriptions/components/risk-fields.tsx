import { Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionForm } from '../subscription-form-values';
import { RiskBands } from './risk-bands';

/** Where high and medium risk end (docs/product/risk.md#thresholds), on the 0 to 100 score scale. */
export function RiskFields({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const { highRiskBelow, mediumRiskBelow } = form.getValues();
  const threshold = { min: 0, max: 100, allowDecimal: false, allowNegative: false, w: 200 } as const;
  return (
    <Fieldset legend={t('form.risk.legend')}>
      <Stack gap="sm">
        <Text size="sm">{t('form.risk.intro')}</Text>
        <Group align="flex-start" gap="md">
          <NumberInput
            label={t('form.risk.highRiskBelow')}
            description={t('form.risk.highRiskBelowHelp')}
            {...threshold}
            {...form.getInputProps('highRiskBelow')}
          />
          <NumberInput
            label={t('form.risk.mediumRiskBelow')}
            description={t('form.risk.mediumRiskBelowHelp')}
            {...threshold}
            {...form.getInputProps('mediumRiskBelow')}
          />
        </Group>
        <RiskBands highRiskBelow={highRiskBelow} mediumRiskBelow={mediumRiskBelow} />
      </Stack>
    </Fieldset>
  );
}
