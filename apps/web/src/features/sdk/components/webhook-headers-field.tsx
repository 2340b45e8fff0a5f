import { Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { WebhookFormValues } from '../webhook-form-values';
import { EditableListFooter, RemoveRowButton } from './editable-list-parts';

/** The HTTP headers as name/value pairs, each removable, and 'Add header'. */
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
            <RemoveRowButton
              label={t('webhook.removeHeader', { number: index + 1 })}
              onClick={() => form.removeListItem('headers', index)}
            />
          </Group>
        ))}
        <EditableListFooter
          error={listError}
          addLabel={t('webhook.addHeader')}
          onAdd={() => form.insertListItem('headers', { name: '', value: '' })}
        />
      </Stack>
    </Fieldset>
  );
}
