import type { ImageUploadResult } from '@mantine/tiptap';
import { blobPath } from '../../lib/blob-path';
import { uploadFiles } from '../../lib/upload-files';

/** A file's name without its extension, as the image's text alternative until someone writes a better one. */
function altText(filename: string): string {
  return filename.replace(/\.[^.]+$/, '').trim();
}

/**
 * The picture's own width and height, saved with the image so a page keeps its space before it loads (no jump when
 * it arrives). Unknown when the browser cannot decode it here; the image then sizes itself as it loads.
 */
async function naturalSize(file: File): Promise<{ width: number; height: number } | Record<string, never>> {
  if (typeof createImageBitmap !== 'function') return {};
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return {};
  }
}

/**
 * Uploads one image picked, pasted or dropped into the editor (through the content upload call) and answers the
 * image link built from the returned id. Rejects when the upload fails.
 */
export async function uploadEditorImage(file: File): Promise<ImageUploadResult> {
  const [blob] = await uploadFiles([file], 'content');
  if (!blob) throw new Error(`No blob reference for ${file.name}`);
  // Mantine sets everything answered here as the image's attributes; the Image extension keeps width and height.
  const image: ImageUploadResult = { src: blobPath(blob.id), alt: altText(file.name), ...(await naturalSize(file)) };
  return image;
}
