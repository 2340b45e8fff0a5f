import type { ImageUploadResult } from '@mantine/tiptap';
import { blobPath } from '../../lib/blob-path';
import { uploadFiles } from '../../lib/upload-files';

/** A file's name without its extension, as the image's text alternative until someone writes a better one. */
function altText(filename: string): string {
  return filename.replace(/\.[^.]+$/, '').trim();
}

/**
 * Uploads one image picked, pasted or dropped into the editor (spec 2 §7: through the upload call) and answers the
 * image link built from the returned id. Rejects when the upload fails.
 */
export async function uploadEditorImage(file: File): Promise<ImageUploadResult> {
  const [blob] = await uploadFiles([file], 'content');
  if (!blob) throw new Error(`No blob reference for ${file.name}`);
  return { src: blobPath(blob.id), alt: altText(file.name) };
}
