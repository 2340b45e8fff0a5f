import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileDropZoneProps {
  file: File | null;
  accept: string;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** Choose a file with the button, or drop it on the zone (the button is the keyboard and screen reader route). */
export function FileDropZone({ file, accept, onChange, disabled }: FileDropZoneProps) {
  const { t } = useTranslation('imports');
  const [over, setOver] = useState(false);
  const labelId = useId();

  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onChange(dropped);
  };

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      role="group"
      aria-labelledby={labelId}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-drag-over={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: over ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap="xs" align="center">
        <IconFileSpreadsheet size={36} aria-hidden />
        <Text id={labelId} fw={500}>
          {t('file.label')}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('file.formats')}
        </Text>
        <Group gap="xs">
          <Text size="sm">{t('file.drop')}</Text>
          <FileButton onChange={onChange} accept={accept} disabled={disabled}>
            {(props) => (
              <Button variant="light" {...props}>
                {t('file.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="sm" aria-live="polite">
          {file ? t('file.chosen', { name: file.name }) : t('file.none')}
        </Text>
      </Stack>
    </Paper>
  );
}
