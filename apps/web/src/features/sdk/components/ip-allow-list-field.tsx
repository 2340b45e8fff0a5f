import { Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { EditableListFooter, RemoveRowButton } from './editable-list-parts';

interface WithIpAllowList {
  ipAllowList: string[];
}

/** The allowed IP addresses, one text input each, each removable, and 'Add IP address'. */
export function IpAllowListField<TValues extends WithIpAllowList>({ form }: { form: UseFormReturnType<TValues> }) {
  const { t } = useTranslation('sdk');
  // Mantine's list helpers are typed by path; this field only ever touches the ipAllowList list.
  const list = form as unknown as UseFormReturnType<WithIpAllowList>;
  const rows = list.values.ipAllowList;
  const listError = list.errors.ipAllowList;
  return (
    <Fieldset legend={t('application.allowedIps')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('application.allowedIpsHelp')}
        </Text>
        {rows.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings without ids; the inputs are controlled
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('application.ipAddress', { number: index + 1 })}
              placeholder="203.0.113.7"
              autoComplete="off"
              style={{ flex: 1 }}
              {...list.getInputProps(`ipAllowList.${index}`)}
            />
            <RemoveRowButton
              label={t('application.removeIpAddress', { number: index + 1 })}
              onClick={() => list.removeListItem('ipAllowList', index)}
            />
          </Group>
        ))}
        <EditableListFooter
          error={listError}
          addLabel={t('application.addIpAddress')}
          onAdd={() => list.insertListItem('ipAllowList', '')}
        />
      </Stack>
    </Fieldset>
  );
}
