import { Box, Button, Stack } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './question-pages.module.css';

/**
 * A question's instructions behind a 'Show instructions' button, so that the video below them starts on the first
 * screen of a laptop. Opened, they stay open for as long as the page shows (playing the video does not fold them).
 */
export function FoldedInstructions({ children }: { children: ReactNode }) {
  const { t } = useTranslation('session-player');
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Stack gap="xs">
      <Box>
        <Button
          variant="subtle"
          px="xs"
          aria-expanded={open}
          aria-controls={contentId}
          leftSection={
            <IconChevronDown size={16} aria-hidden className={classes.chevron} data-open={open || undefined} />
          }
          onClick={() => setOpen((current) => !current)}
        >
          {open ? t('video.hideInstructions') : t('video.showInstructions')}
        </Button>
      </Box>
      <div id={contentId} hidden={!open}>
        <Stack gap="md">{children}</Stack>
      </div>
    </Stack>
  );
}
