import { Anchor, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { MAX_RESTARTS_LIMIT } from '@roadmark/domain/licensing';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentEditPath, type LicenceItem } from './licence-items';

export interface LicenceRowProps {
  item: LicenceItem;
  selected: boolean;
  /** Staff open the content editor from the name; distributor administrators cannot, so they see plain text. */
  linkToEditor: boolean;
  /** Null when the viewer may only look. */
  onToggle: (() => void) | null;
  /** Why selecting is not possible now (the study limit), or null. */
  selectBlocked: boolean;
  maxRestarts: number | string;
  onMaxRestartsChange: ((value: number | string) => void) | null;
}

/** One assessment or training module on the licensing list: its name, Select/Selected and, once licensed, retakes. */
export function LicenceRow({
  item,
  selected,
  linkToEditor,
  onToggle,
  selectBlocked,
  maxRestarts,
  onMaxRestartsChange,
}: LicenceRowProps) {
  const { t } = useTranslation('subscriptions');
  return (
    <Table.Tr>
      <Table.Td>
        {onToggle ? (
          <Button
            size="xs"
            w={110}
            variant={selected ? 'filled' : 'default'}
            leftSection={selected ? <IconCheck size={14} aria-hidden /> : null}
            aria-pressed={selected}
            aria-label={t(selected ? 'licences.selectedLabel' : 'licences.selectLabel', { name: item.name })}
            disabled={!selected && selectBlocked}
            onClick={onToggle}
          >
            {t(selected ? 'licences.selected' : 'licences.select')}
          </Button>
        ) : (
          <Text size="sm">{selected ? t('licences.selected') : ''}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {linkToEditor ? (
          <Anchor component={Link} to={contentEditPath(item)}>
            {item.name}
          </Anchor>
        ) : (
          <Text span>{item.name}</Text>
        )}
      </Table.Td>
      <Table.Td>
        {selected && onMaxRestartsChange ? (
          <Group gap="xs" wrap="nowrap">
            <NumberInput
              size="xs"
              w={100}
              min={0}
              max={MAX_RESTARTS_LIMIT}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              aria-label={t('licences.maxRestartsLabel', { name: item.name })}
              value={maxRestarts}
              onChange={onMaxRestartsChange}
            />
          </Group>
        ) : (
          selected && <Text size="sm">{maxRestarts}</Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
