import {
  ActionIcon,
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Collapse,
  Group,
  List,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import type { QuestionType } from '@roadmark/domain/content/question-types';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveRemoveActions } from '../../../../ui/row-actions/move-remove-actions';
import { questionEditPath } from '../../../questions/question-banks';
import type { ItemValue } from '../assessment-editor-values';
import { DisplayRulesEditor } from './display-rules-editor';
import { itemPresentation } from './item-presentation';

export interface ItemCardProps {
  item: ItemValue;
  index: number;
  count: number;
  /** The position of this item in the editor's values, for error paths. */
  valueIndex: number;
  counterbalanceGroups: string[];
  errors: FormErrors;
  initiallyOpen: boolean;
  onChange: (item: ItemValue) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onEditPool: () => void;
}

/**
 * One assessment item (docs/product/content-editor.md#items): heading and subheading, counterbalance group,
 * Up/Down/Remove item; inside, the pool (names open their editors in a new tab), the display rules, the number to
 * present and the counterbalance group.
 */
export function ItemCard(props: ItemCardProps) {
  const { item, index, count, valueIndex, counterbalanceGroups, errors, onChange, onMove, onRemove, onEditPool } =
    props;
  const { t } = useTranslation('assessments');
  const presentation = itemPresentation(item);
  const heading = t(presentation.heading.key, presentation.heading.values);
  const path = `items.${valueIndex}`;
  const itemLabel = t('items.label', { number: index + 1 });
  const itemErrors = Object.entries(errors).filter(([key]) => key === path || key.startsWith(`${path}.`));
  // An item that opens with problems (a question deleted since it was pooled) opens expanded, showing them.
  const [open, setOpen] = useState(props.initiallyOpen || itemErrors.length > 0);
  // A pool that shrank below what the item presents shows the number too, so it can be lowered.
  const numberError = errors[`${path}.numberOfQuestionsToPresent`];
  const showNumberToPresent = (item.pool.length > 1 && item.displayRules.length === 0) || Boolean(numberError);
  const panelId = `item-panel-${item.id}`;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ActionIcon
              variant="subtle"
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={t(open ? 'items.collapse' : 'items.expand', { item: itemLabel })}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            </ActionIcon>
            <div>
              <Title order={3} size="h5">
                {itemLabel}: {heading}
              </Title>
              {presentation.subheading && (
                <Text size="sm" c="dimmed">
                  {t(presentation.subheading.key, presentation.subheading.values)}
                </Text>
              )}
              <Group gap="xs" mt={4}>
                {item.counterbalanceGroup && (
                  <Badge variant="outline" size="sm">
                    {t('items.counterbalanceBadge', { group: item.counterbalanceGroup })}
                  </Badge>
                )}
                {itemErrors.length > 0 && (
                  <Badge color="red" size="sm">
                    {t('items.hasProblems')}
                  </Badge>
                )}
              </Group>
            </div>
          </Group>
          <MoveRemoveActions
            moveUpLabel={t('items.moveUp', { item: itemLabel })}
            moveDownLabel={t('items.moveDown', { item: itemLabel })}
            removeLabel={t('items.remove', { item: itemLabel })}
            onMoveUp={index > 0 ? () => onMove(-1) : undefined}
            onMoveDown={index < count - 1 ? () => onMove(1) : undefined}
            onRemove={onRemove}
          />
        </Group>
        <Collapse expanded={open} id={panelId}>
          <Stack gap="sm" pl="xl">
            <Group justify="space-between">
              <Text fw={600}>{t('items.poolHeading')}</Text>
              <Button variant="light" size="xs" onClick={onEditPool}>
                {t('items.editPool')}
              </Button>
            </Group>
            <List size="sm">
              {item.pool.map((entry) => {
                const editPath = questionEditPath(entry.question.questionType as QuestionType, entry.question.id);
                return (
                  <List.Item key={entry.id}>
                    <Anchor href={editPath} target="_blank" rel="noopener">
                      {entry.question.name}
                    </Anchor>{' '}
                    <Text span size="xs" c="dimmed">
                      {t(`questionBank:types.${entry.question.questionType}`)}
                      {entry.question.driverMetricName ? ` · ${entry.question.driverMetricName}` : ''}
                    </Text>
                  </List.Item>
                );
              })}
            </List>
            {errors[`${path}.questionIds`] && (
              <Text c="red.8" size="sm" role="alert">
                {errors[`${path}.questionIds`]}
              </Text>
            )}
            <DisplayRulesEditor
              value={item.displayRules}
              onChange={(displayRules) => onChange({ ...item, displayRules })}
              errors={errors}
              path={`${path}.displayRules`}
              itemLabel={itemLabel}
            />
            {showNumberToPresent && (
              <NumberInput
                label={t('items.numberToPresent', { item: itemLabel })}
                min={1}
                max={item.pool.length}
                allowDecimal={false}
                value={item.numberOfQuestionsToPresent}
                onChange={(value) =>
                  onChange({
                    ...item,
                    numberOfQuestionsToPresent: typeof value === 'number' ? value : item.numberOfQuestionsToPresent,
                  })
                }
                error={numberError}
                w={260}
              />
            )}
            <Autocomplete
              label={t('items.counterbalanceGroup', { item: itemLabel })}
              description={t('items.counterbalanceHelp')}
              data={counterbalanceGroups}
              value={item.counterbalanceGroup}
              onChange={(counterbalanceGroup) => onChange({ ...item, counterbalanceGroup })}
              w={320}
            />
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
