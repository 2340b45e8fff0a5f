import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface WithIpAllowList {
  ipAllowList: string[];
}

/** Spec 3 §2.7: the allowed IP addresses, one text input each, each removable, and 'Add IP address'. */
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
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('application.removeIpAddress', { number: index + 1 })}
              onClick={() => list.removeListItem('ipAllowList', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red.8" role="alert">
            {listError}
          </Text>
        )}
        <Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => list.insertListItem('ipAllowList', '')}
          >
            {t('application.addIpAddress')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
