import { Button, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendationRule } from './driver-metric-rule';
import { ListProblemMessage } from './list-problem-message';
import type { RowErrors } from './row-errors';
import { RuleRow } from './rule-row';
import { useRowValidation } from './use-row-validation';
import { useSortedRows } from './use-sorted-rows';

export interface MetricOption {
  value: string;
  label: string;
}

export interface RuleListSectionProps<T extends RecommendationRule> {
  /** Which list this is; also the locale group of its texts (rules.recommendations.*, rules.adjustments.*). */
  kind: 'recommendations' | 'adjustments';
  rules: readonly T[];
  onChange: (next: T[]) => void;
  create: () => T;
  metricOptions: readonly MetricOption[];
  metricsLoading: boolean;
  errors: RowErrors | undefined;
  disabled: boolean;
}

/** One list of driver-metric rules with its heading, a sentence saying what the rules do, and Add. */
export function RuleListSection<T extends RecommendationRule>(props: RuleListSectionProps<T>) {
  const { kind, rules, onChange, create, metricOptions, metricsLoading, errors, disabled } = props;
  const { t } = useTranslation('contentEditor');
  const headingId = useId();
  const validation = useRowValidation(errors);
  const sorted = useSortedRows(rules, (rule) => ({ min: rule.minScore, max: rule.maxScore }));
  const [added, setAdded] = useState<string | null>(null);

  const add = () => {
    const rule = create();
    setAdded(rule.id);
    onChange([...rules, rule]);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(`rules.${kind}.title`)}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`rules.${kind}.intro`)}
      </Text>
      <ListProblemMessage list={kind} rowIds={rules.map((rule) => rule.id)} validation={validation} />
      {rules.length === 0 ? (
        <Text>{t(`rules.${kind}.none`)}</Text>
      ) : (
        sorted.rows.map((rule, index) => (
          <RuleRow
            key={rule.id}
            kind={kind}
            rule={rule}
            number={index + 1}
            metricOptions={metricOptions}
            metricsLoading={metricsLoading}
            focusOnMount={added === rule.id}
            onUpdate={(patch) =>
              onChange(rules.map((other) => (other.id === rule.id ? { ...other, ...patch } : other)))
            }
            onRemove={() => onChange(rules.filter((other) => other.id !== rule.id))}
            onBlur={sorted.onRowBlur}
            validation={validation}
            disabled={disabled}
          />
        ))
      )}
      <div>
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add} disabled={disabled}>
          {t(`rules.${kind}.add`)}
        </Button>
      </div>
    </Stack>
  );
}
