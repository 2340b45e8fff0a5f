import type { RichTextEditorLabels } from '@mantine/tiptap';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The toolbar's names and the link editor's texts, from the `richText` locale namespace. */
export function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t, i18n } = useTranslation('richText');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with the language only.
  return useMemo(
    () => ({
      boldControlLabel: t('bold'),
      italicControlLabel: t('italic'),
      underlineControlLabel: t('underline'),
      strikeControlLabel: t('strikethrough'),
      h2ControlLabel: t('heading', { level: 2 }),
      h3ControlLabel: t('heading', { level: 3 }),
      h4ControlLabel: t('heading', { level: 4 }),
      bulletListControlLabel: t('bulletList'),
      orderedListControlLabel: t('orderedList'),
      blockquoteControlLabel: t('blockquote'),
      linkControlLabel: t('link'),
      unlinkControlLabel: t('unlink'),
      linkEditorInputLabel: t('linkAddress'),
      linkEditorInputPlaceholder: t('linkPlaceholder'),
      linkEditorExternalLink: t('linkOpensInNewTab'),
      linkEditorInternalLink: t('linkOpensInSameTab'),
      linkEditorSave: t('save'),
      imageUploadControlLabel: t('insertImage'),
      undoControlLabel: t('undo'),
      redoControlLabel: t('redo'),
    }),
    [t, i18n.language],
  );
}
