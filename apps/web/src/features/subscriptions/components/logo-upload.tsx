import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES } from '../../../lib/accepted-media';
import { blobPath } from '../../../lib/blob-path';
import { useCanUpload } from '../../../lib/use-can-upload';
import { useFileUpload } from '../../../lib/use-file-upload';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';
import type { SubscriptionForm } from '../subscription-form-values';

/**
 * The subscription's logo (docs/product/reference-data.md#branding): upload with progress, a preview, replace or
 * remove.
 */
export function LogoUpload({ form }: { form: SubscriptionForm }) {
  const { t } = useTranslation('subscriptions');
  const labelId = useId();
  const { brandImageBlobReferenceId: blobId, companyName } = form.getValues();
  const [uploadedUrl, setUploadedUrl] = useState<{ id: string; url: string } | null>(null);
  const { upload: uploadFile, progress, error } = useFileUpload('brand');
  const canUpload = useCanUpload('brand');
  const fieldError = form.errors.brandImageBlobReferenceId;

  const upload = async (file: File | null) => {
    if (!file) return;
    const blob = await uploadFile(file);
    if (blob) {
      setUploadedUrl({ id: blob.id, url: blob.url });
      form.setFieldValue('brandImageBlobReferenceId', blob.id);
    }
  };

  const previewUrl = blobId ? (uploadedUrl?.id === blobId ? uploadedUrl.url : blobPath(blobId)) : null;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="span">
        {t('form.branding.logo')}
      </Input.Label>
      {previewUrl ? (
        <Image
          src={previewUrl}
          alt={
            companyName.trim()
              ? t('form.branding.logoAlt', { name: companyName.trim() })
              : t('form.branding.logoAltUnnamed')
          }
          h={64}
          w="auto"
          maw={240}
          fit="contain"
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('form.branding.noLogo')}
        </Text>
      )}
      <Group gap="sm">
        {canUpload && (
          <FileButton onChange={(file) => void upload(file)} accept={ACCEPTED_IMAGE_TYPES}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={progress !== null}
              >
                {blobId ? t('form.branding.replaceLogo') : t('form.branding.uploadLogo')}
              </Button>
            )}
          </FileButton>
        )}
        {blobId && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => form.setFieldValue('brandImageBlobReferenceId', '')}
          >
            {t('form.branding.removeLogo')}
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('form.branding.logoHelp')}
      </Text>
      {progress !== null && (
        <Progress.Root size="lg">
          <Progress.Section value={progress} aria-label={t('form.branding.uploading')} />
        </Progress.Root>
      )}
      {fieldError && (
        <Input.Error component="p" role="alert">
          {fieldError}
        </Input.Error>
      )}
      <ErrorAlert errors={error ? [error] : []} variant="simple" />
    </Stack>
  );
}
