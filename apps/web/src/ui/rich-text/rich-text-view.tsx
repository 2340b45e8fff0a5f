import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text.module.css';
import { sanitizeForDisplay } from './sanitize-for-display';

export interface RichTextViewProps {
  /** Stored rich text (HTML); nothing is rendered when it is empty. */
  html: string | null | undefined;
  className?: string;
}

/** Shows stored rich text with Mantine's typography, sanitised again in the browser before it is rendered. */
export function RichTextView({ html, className }: RichTextViewProps) {
  // From the always-loaded texts: a driver's page showing rich text does not wait for the editor's.
  const { t } = useTranslation('common');
  const frameTitle = t('embeddedMedia');
  const safeHtml = useMemo(() => (html ? sanitizeForDisplay(html, frameTitle) : ''), [html, frameTitle]);
  if (!safeHtml) return null;
  return (
    <Typography className={className}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the rich-text allow-list just above */}
      <div className={classes.view} dangerouslySetInnerHTML={{ __html: safeHtml }} />
    </Typography>
  );
}
