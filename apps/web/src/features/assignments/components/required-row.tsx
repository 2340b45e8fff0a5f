import { Badge, Button, Group, NumberInput, Table, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sessionKindOf } from '../../session-player/session-kind';
import { maxRestartsProblem, type RequiredItem } from '../required-items';
import { DueDateField } from './due-date-field';
import { type ReminderTarget, SendReminderButton } from './send-reminder-button';

export interface RequiredRowProps {
  item: RequiredItem;
  selected: boolean;
  /** Set on a person's list when the item comes from their team: the row shows it and cannot change it. */
  teamLocked: { dueDay: string; maxRestarts: number } | null;
  /** True once the assignment is stored, so its date and retakes can be changed. */
  editable: boolean;
  onToggle: () => void;
  dueDay: string;
  onDueDayChange: (day: string) => void;
  showMaxRestarts: boolean;
  maxRestarts: number | string;
  onMaxRestartsChange: (value: number | string) => void;
  reminderTarget: ReminderTarget;
}

/** One assessment or training module on a required list, a row of its columns. */
export function RequiredRow(props: RequiredRowProps) {
  const { item, selected, teamLocked, editable } = props;
  const { t } = useTranslation('assignments');
  const problem = editable && !teamLocked ? maxRestartsProblem(props.maxRestarts, item.licenceMaxRestarts) : null;
  return (
    <Table.Tr>
      <Table.Td>
        {teamLocked ? (
          <Badge variant="light" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
            {t('list.teamAssignment')}
          </Badge>
        ) : (
          <Button
            size="xs"
            w={110}
            variant={selected ? 'filled' : 'default'}
            leftSection={selected ? <IconCheck size={14} aria-hidden /> : null}
            aria-pressed={selected}
            aria-label={t(selected ? 'list.selectedLabel' : 'list.selectLabel', { name: item.name })}
            onClick={props.onToggle}
          >
            {t(selected ? 'list.selected' : 'list.select')}
          </Button>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Text span>{item.name}</Text>
          {item.recommended && (
            <Badge size="sm" variant="light" color="teal">
              {t('list.recommended')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        {teamLocked ? (
          <DueDateField day={teamLocked.dueDay} name={item.name} onChange={null} />
        ) : (
          selected && (
            <DueDateField day={props.dueDay} name={item.name} onChange={editable ? props.onDueDayChange : null} />
          )
        )}
      </Table.Td>
      {props.showMaxRestarts && (
        <Table.Td>
          {teamLocked ? (
            <Text size="sm">{teamLocked.maxRestarts}</Text>
          ) : (
            selected &&
            (editable ? (
              <NumberInput
                size="xs"
                w={100}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                aria-label={t('list.maxRestartsLabel', { name: item.name })}
                value={props.maxRestarts}
                onChange={props.onMaxRestartsChange}
                error={
                  problem === 'overLicence'
                    ? t('domain:validation.maxRestartsOverLicence')
                    : problem === 'range'
                      ? t('domain:validation.maxRestartsRange')
                      : null
                }
              />
            ) : (
              <Text size="sm">{props.maxRestarts}</Text>
            ))
          )}
        </Table.Td>
      )}
      <Table.Td>
        {(selected && editable) || teamLocked ? (
          <SendReminderButton target={props.reminderTarget} assessmentId={item.assessmentId} name={item.name} />
        ) : (
          !selected && (
            <Button
              component="a"
              href={`/${sessionKindOf(item.assessmentType)}/start/${item.assessmentId}?preview=true`}
              target="_blank"
              rel="noopener"
              size="xs"
              variant="subtle"
              leftSection={<IconExternalLink size={14} aria-hidden />}
              aria-label={t('list.previewLabel', { name: item.name })}
            >
              {t('list.preview')}
            </Button>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}
