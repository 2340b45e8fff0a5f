import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { getUploadImageExtension, Link, RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedEditorHtml } from './editor-html';
import { EmbedFrame } from './embed-frame';
import classes from './rich-text.module.css';
import { RichTextToolbar } from './rich-text-toolbar';
import { uploadEditorImage } from './upload-image';
import { useEditorLabels } from './use-editor-labels';

export interface RichTextEditorProps {
  /** The HTML shown; '' for none. */
  value: string;
  /** Called with the HTML after every change ('' when the text is empty). */
  onChange: (html: string) => void;
  label: ReactNode;
  description?: ReactNode;
  /** A validation message shown under the editor, with any upload failures. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The id of the editable area (the label and messages are tied to it); generated when not given. */
  id?: string;
  /** Called when the editor loses focus, e.g. for form validation on blur. */
  onBlur?: () => void;
}

interface UploadFailure {
  key: number;
  filename: string;
}

let uploadFailureCount = 0;

/**
 * The rich-text editor of every content form (Tiptap through Mantine): formatting, links, image upload and
 * embedded video. Controlled: `value` in, `onChange(html)` out. Failed image uploads are reported as
 * 'Could not upload {filename}', one line per file, until that file is tried again.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled = false,
  id,
  onBlur,
}: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const labels = useEditorLabels();
  const editableId = useId(id);
  const [uploadFailures, setUploadFailures] = useState<UploadFailure[]>([]);
  const lastHtml = useRef(value);
  const callbacks = useRef({ onChange, onBlur, setUploadFailures });
  callbacks.current = { onChange, onBlur, setUploadFailures };

  const labelId = `${editableId}-label`;
  const descriptionId = `${editableId}-description`;
  const errorId = `${editableId}-error`;
  const invalid = !!error || uploadFailures.length > 0;
  const describedBy = [invalid && errorId, description && descriptionId].filter(Boolean).join(' ');

  // The editable area is a div, so it is named and described through ARIA rather than a label's `for`.
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editableId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
      },
    }),
    [editableId, labelId, describedBy, invalid, required, disabled],
  );

  const [extensions] = useState(() => [
    StarterKit.configure({ link: false, heading: { levels: [1, 2, 3, 4] } }),
    Link,
    getUploadImageExtension(Image, {
      onImageUpload: (file: File) => {
        callbacks.current.setUploadFailures((failures) => failures.filter((f) => f.filename !== file.name));
        return uploadEditorImage(file);
      },
      onImageUploadError: (file: File) =>
        callbacks.current.setUploadFailures((failures) => [
          ...failures,
          { key: ++uploadFailureCount, filename: file.name },
        ]),
    }),
    EmbedFrame,
  ]);

  // Tiptap applies changed options (here the ARIA attributes) to the same editor on every render.
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : storedEditorHtml(changed.getHTML());
      if (html === lastHtml.current) return;
      lastHtml.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // A value from outside (loaded, reset) replaces the content; the editor's own changes come back equal.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      labelElement="div"
      labelProps={{ id: labelId, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: descriptionId }}
      errorProps={{ id: errorId }}
      error={
        invalid ? (
          <>
            {error && <span className={classes.errorLine}>{error}</span>}
            {uploadFailures.map((failure) => (
              <span key={failure.key} className={classes.errorLine}>
                {t('uploadFailed', { filename: failure.filename })}
              </span>
            ))}
          </>
        ) : undefined
      }
    >
      <MantineRichTextEditor
        editor={editor}
        labels={labels}
        className={classes.editor}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <RichTextToolbar disabled={disabled} />
        <MantineRichTextEditor.Content />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
