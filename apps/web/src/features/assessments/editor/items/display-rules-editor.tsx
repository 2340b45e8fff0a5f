import { useQuery } from '@apollo/client/react';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SafetyMetricsQuery } from '../../../safety-metrics/graphql/safety-metric-operations';
import type { DisplayRuleValue } from '../assessment-editor-values';

export interface DisplayRulesEditorProps {
  value: DisplayRuleValue[];
  onChange: (next: DisplayRuleValue[]) => void;
  errors: FormErrors;
  /** The errors' path of this item's rules, e.g. 'items.2.displayRules'. */
  path: string;
  itemLabel: string;
}

/**
 * Driver-metric display rules of an item (docs/product/presentation-order.md): each draws its quantity from
 * the pool's questions whose primary metric is the rule's metric.
 */
export function DisplayRulesEditor({ value, onChange, errors, path, itemLabel }: DisplayRulesEditorProps) {
  const { t } = useTranslation('assessments');
  const metrics = useQuery(SafetyMetricsQuery);
  const options = (metrics.data?.driverMetrics ?? []).map((metric) => ({ value: metric.id, label: metric.name }));
  const replace = (rule: DisplayRuleValue) => onChange(value.map((r) => (r.id === rule.id ? rule : r)));
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('items.rules.heading')}</Text>
      <Text size="sm" c="dimmed">
        {t('items.rules.help')}
      </Text>
      {value.map((rule, index) => {
        const label = t('items.rules.label', { number: index + 1, item: itemLabel });
        return (
          <Group key={rule.id} align="flex-start" gap="sm">
            <Select
              label={t('items.rules.metric', { rule: label })}
              data={options}
              value={rule.driverMetricId}
              onChange={(driverMetricId) => replace({ ...rule, driverMetricId })}
              error={errors[`${path}.${index}.driverMetricId`]}
              style={{ flex: 1 }}
            />
            <NumberInput
              label={t('items.rules.quantity', { rule: label })}
              min={1}
              allowDecimal={false}
              value={rule.quantity ?? ''}
              onChange={(quantity) => replace({ ...rule, quantity: typeof quantity === 'number' ? quantity : null })}
              error={errors[`${path}.${index}.quantity`]}
              w={160}
            />
            <ActionIcon
              mt="xl"
              variant="subtle"
              color="red"
              aria-label={t('items.rules.remove', { rule: label })}
              onClick={() => onChange(value.filter((r) => r.id !== rule.id))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {errors[path] && (
        <Text c="red.8" size="sm" role="alert">
          {errors[path]}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...value, { id: crypto.randomUUID(), driverMetricId: null, quantity: 1 }])}
        >
          {t('items.rules.add')}
        </Button>
      </Group>
    </Stack>
  );
}
