import { Alert, Badge, Button, Collapse, Group, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../../lib/error-messages';
import { type ErrorGroup, groupErrorMessages } from './group-error-messages';

export interface ErrorAlertProps {
  errors: readonly unknown[];
  /**
   * `full`: titled, each message with its count and details; `simple`: titled, a plain list; `message`: the
   * messages alone, for a person who only has to try again (a wrong password is not "something went wrong").
   */
  variant?: 'full' | 'simple' | 'message';
}

/**
 * Call errors in one red alert, grouped by message (docs/product/errors.md#how-errors-are-shown). Renders nothing when
 * there are none.
 */
export function ErrorAlert({ errors, variant = 'full' }: ErrorAlertProps) {
  const { t } = useTranslation('common');
  const groups = groupErrorMessages(errorMessages(errors, (key, options) => t(key, options)));
  if (groups.length === 0) return null;
  if (variant === 'message') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap={4}>
          {groups.map((group) => (
            <Text key={group.message} size="sm">
              {group.message}
            </Text>
          ))}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('errorAlert.title')} icon={<IconAlertCircle aria-hidden />}>
      {variant === 'simple' ? (
        <List size="sm">
          {groups.map((group) => (
            <List.Item key={group.message}>{group.message}</List.Item>
          ))}
        </List>
      ) : (
        <Stack gap="xs">
          {groups.map((group) => (
            <ErrorGroupItem key={group.message} group={group} />
          ))}
        </Stack>
      )}
    </Alert>
  );
}

function ErrorGroupItem({ group }: { group: ErrorGroup }) {
  const { t } = useTranslation('common');
  const [opened, { toggle }] = useDisclosure(false);
  const detailsId = useId();
  const details = group.occurrences.filter((o) => o.code || o.path || o.field || o.location);
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm">{group.message}</Text>
        {group.count > 1 && (
          <Badge color="red" variant="filled" size="sm" aria-label={t('errorAlert.count', { count: group.count })}>
            {group.count}
          </Badge>
        )}
        {details.length > 0 && (
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={detailsId}
          >
            {opened ? t('errorAlert.hideDetails') : t('errorAlert.showDetails')}
          </Button>
        )}
      </Group>
      {details.length > 0 && (
        <Collapse expanded={opened} id={detailsId}>
          <List size="xs" mt={4}>
            {details.map((o, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: occurrences may be identical and never reorder
              <List.Item key={index}>{describe(o, t)}</List.Item>
            ))}
          </List>
        </Collapse>
      )}
    </div>
  );
}

function describe(
  occurrence: ErrorGroup['occurrences'][number],
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const parts: string[] = [];
  if (occurrence.code) parts.push(t('errorAlert.code', { value: occurrence.code }));
  if (occurrence.path) parts.push(t('errorAlert.path', { value: occurrence.path }));
  if (occurrence.field) parts.push(t('errorAlert.field', { value: occurrence.field }));
  if (occurrence.location) parts.push(t('errorAlert.location', { value: occurrence.location }));
  return parts.join(' · ');
}
