import { RichTextEditor } from '@mantine/tiptap';
import { useCanUpload } from '../../lib/use-can-upload';
import { EmbedVideoControl } from './embed-video-control';

/**
 * The formatting the stored rich text keeps (the server's allow-list), plus embedded video and, for those who may
 * upload content media, images.
 */
export function RichTextToolbar({ disabled }: { disabled: boolean }) {
  const canUploadImages = useCanUpload('content');
  return (
    <RichTextEditor.Toolbar>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold disabled={disabled} />
        <RichTextEditor.Italic disabled={disabled} />
        <RichTextEditor.Underline disabled={disabled} />
        <RichTextEditor.Strikethrough disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H2 disabled={disabled} />
        <RichTextEditor.H3 disabled={disabled} />
        <RichTextEditor.H4 disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList disabled={disabled} />
        <RichTextEditor.OrderedList disabled={disabled} />
        <RichTextEditor.Blockquote disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link disabled={disabled} />
        <RichTextEditor.Unlink disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        {canUploadImages && (
          <RichTextEditor.ImageUpload disabled={disabled} accept="image/png,image/jpeg,image/gif,image/webp" />
        )}
        <EmbedVideoControl disabled={disabled} />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Undo disabled={disabled} />
        <RichTextEditor.Redo disabled={disabled} />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
