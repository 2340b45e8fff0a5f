import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The copy confirmation shows for 2 seconds. */
export const COPIED_CONFIRMATION_MS = 2000;

export interface CopyValueButtonProps {
  value: string;
  /** The accessible name while nothing has been copied, e.g. 'Copy the API key of Fleet app'; it starts with 'Copy'. */
  label: string;
  disabled?: boolean;
}

/** Copies inside a table row must not open the row's edit page. */
function stop(event: SyntheticEvent) {
  event.stopPropagation();
}

/**
 * Copies `value` to the clipboard and reads 'Copied' for 2 seconds. A failed copy (no clipboard access)
 * is silently ignored: Mantine's clipboard hook keeps the error to itself and the button simply does not confirm.
 */
export function CopyValueButton({ value, label, disabled = false }: CopyValueButtonProps) {
  const { t } = useTranslation('sdk');
  return (
    <CopyButton value={value} timeout={COPIED_CONFIRMATION_MS}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : 'default'}
          color={copied ? 'teal' : undefined}
          size="xs"
          disabled={disabled}
          leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
          aria-label={copied ? t('copy.copied') : label}
          onClick={(event) => {
            stop(event);
            copy();
          }}
          onDoubleClick={stop}
        >
          {copied ? t('copy.copied') : t('copy.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
