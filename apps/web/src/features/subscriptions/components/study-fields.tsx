import { ActionIcon, CopyButton, Fieldset, Stack, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { studyStartUrl } from '../subscription-facts';
import type { SubscriptionForm } from '../subscription-form-values';
import { StudyCodeField } from './study-code-field';

/** A study's fields: access code, start URL, return URL and post URL. */
export function StudyFields({ form, savedCode }: { form: SubscriptionForm; savedCode: string }) {
  const { t } = useTranslation('subscriptions');
  const startUrl = studyStartUrl(form.getValues().studyUniqueCode);
  return (
    <Fieldset legend={t('form.study.legend')}>
      <Stack gap="sm">
        <StudyCodeField form={form} savedCode={savedCode} />
        <TextInput
          label={t('form.study.startUrl')}
          description={startUrl ? t('form.study.startUrlHelp') : t('form.study.startUrlEmpty')}
          value={startUrl}
          readOnly
          rightSection={startUrl ? <CopyStartUrl url={startUrl} /> : null}
        />
        <TextInput
          type="url"
          label={t('form.study.returnUrl')}
          description={t('form.study.returnUrlHelp')}
          placeholder="https://"
          {...form.getInputProps('studyReturnUrl')}
        />
        <TextInput
          type="url"
          label={t('form.study.postUrl')}
          description={t('form.study.postUrlHelp')}
          placeholder="https://"
          {...form.getInputProps('studyResultsPagePostUrl')}
        />
      </Stack>
    </Fieldset>
  );
}

function CopyStartUrl({ url }: { url: string }) {
  const { t } = useTranslation('subscriptions');
  return (
    <CopyButton value={url}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t('form.study.copied') : t('form.study.copy')} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'green' : 'gray'}
            onClick={copy}
            aria-label={copied ? t('form.study.copied') : t('form.study.copy')}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
