import { Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_IMAGE_TYPES, ACCEPTED_VIDEO_TYPES } from '../../../lib/accepted-media';
import { blobPath } from '../../../lib/blob-path';
import { useCanUpload } from '../../../lib/use-can-upload';
import { useFileUpload } from '../../../lib/use-file-upload';
import { ErrorAlert } from '../../../ui/error-alert/error-alert';

/** A stored file as the field shows it. Without a url the file is read from /api/blobs/{id}. */
export interface MediaValue {
  id: string;
  url?: string | null;
  filename?: string | null;
}

export interface MediaUploadFieldProps {
  kind: 'image' | 'video';
  label: string;
  value: MediaValue | null;
  /** The uploaded file's blob reference (id, filename, mimeType, url), or null when removed. */
  onChange: (blob: MediaValue | null) => void;
  /** For a video: its thumbnail image, uploaded with its own field and shown as the video's poster. */
  thumbnail?: { label?: string; value: MediaValue | null; onChange: (blob: MediaValue | null) => void };
  description?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
}

const mediaUrl = (value: MediaValue) => value.url || blobPath(value.id);

/**
 * A question's image or video (with its thumbnail), uploaded as content media. Shows upload progress,
 * a preview, Replace and Remove, and the server's reason in plain words when an upload is refused.
 */
export function MediaUploadField({
  kind,
  label,
  value,
  onChange,
  thumbnail,
  description,
  error: fieldError,
  disabled = false,
}: MediaUploadFieldProps) {
  const { t } = useTranslation('questions');
  const labelId = useId();
  const { upload, progress, error } = useFileUpload('content');
  const canUpload = useCanUpload('content');
  const uploading = progress !== null;
  const texts = kind === 'image' ? IMAGE_TEXTS : VIDEO_TEXTS;

  const choose = async (file: File | null) => {
    if (!file) return;
    const blob = await upload(file);
    if (blob) onChange(blob);
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Input.Label id={labelId} component="span">
        {label}
      </Input.Label>
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      {value ? (
        <Stack gap={4}>
          {kind === 'image' ? (
            <Image
              src={mediaUrl(value)}
              alt={t('media.previewAlt', { label })}
              h={160}
              w="auto"
              maw="100%"
              fit="contain"
            />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the author's own upload.
            <video
              src={mediaUrl(value)}
              poster={thumbnail?.value ? mediaUrl(thumbnail.value) : undefined}
              controls
              preload="metadata"
              aria-label={t('media.previewAlt', { label })}
              style={{ maxWidth: '100%', maxHeight: 240, background: '#000' }}
            />
          )}
          {value.filename && (
            <Text size="xs" c="dimmed">
              {value.filename}
            </Text>
          )}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t(texts.none)}
        </Text>
      )}
      <Group gap="sm">
        {canUpload && (
          <FileButton
            onChange={(file) => void choose(file)}
            accept={kind === 'image' ? ACCEPTED_IMAGE_TYPES : ACCEPTED_VIDEO_TYPES}
            disabled={disabled || uploading}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconUpload size={16} aria-hidden />}
                disabled={disabled || uploading}
                aria-describedby={labelId}
              >
                {t(value ? texts.replace : texts.upload)}
              </Button>
            )}
          </FileButton>
        )}
        {value && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
            disabled={disabled || uploading}
            aria-describedby={labelId}
          >
            {t(texts.remove)}
          </Button>
        )}
      </Group>
      {uploading && (
        <Stack gap={2}>
          <Progress.Root size="lg">
            <Progress.Section value={progress} aria-label={t('media.uploading', { label })} />
          </Progress.Root>
          <Text size="xs">{t('media.progress', { percent: progress })}</Text>
        </Stack>
      )}
      {fieldError && (
        <Input.Error component="p" role="alert">
          {fieldError}
        </Input.Error>
      )}
      <ErrorAlert errors={error ? [error] : []} variant="simple" />
      {kind === 'video' && thumbnail && (
        <MediaUploadField
          kind="image"
          label={thumbnail.label ?? t('media.thumbnail')}
          value={thumbnail.value}
          onChange={thumbnail.onChange}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

const IMAGE_TEXTS = {
  none: 'media.noImage',
  upload: 'media.uploadImage',
  replace: 'media.replaceImage',
  remove: 'media.removeImage',
} as const;
const VIDEO_TEXTS = {
  none: 'media.noVideo',
  upload: 'media.uploadVideo',
  replace: 'media.replaceVideo',
  remove: 'media.removeVideo',
} as const;
