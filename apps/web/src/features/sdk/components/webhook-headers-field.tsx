import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebhookFormValues } from '../webhook-form-values';

/** Spec 3 §2.7: the HTTP headers as name/value pairs, each removable, and 'Add header'. */
export function WebhookHeadersField({ form }: { form: UseFormReturnType<WebhookFormValues> }) {
  const { t } = useTranslation('sdk');
  const listError = form.errors.headers;
  return (
    <Fieldset legend={t('webhook.headers')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('webhook.headersHelp')}
        </Text>
        {form.values.headers.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: header rows have no ids; the inputs are controlled
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              aria-label={t('webhook.headerName', { number: index + 1 })}
              placeholder={t('webhook.headerNamePlaceholder')}
              autoComplete="off"
              style={{ flex: 1 }}
              {...form.getInputProps(`headers.${index}.name`)}
            />
            <TextInput
              aria-label={t('webhook.headerValue', { number: index + 1 })}
              placeholder={t('webhook.headerValuePlaceholder')}
              autoComplete="off"
              style={{ flex: 2 }}
              {...form.getInputProps(`headers.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('webhook.removeHeader', { number: index + 1 })}
              onClick={() => form.removeListItem('headers', index)}
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
            onClick={() => form.insertListItem('headers', { name: '', value: '' })}
          >
            {t('webhook.addHeader')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
