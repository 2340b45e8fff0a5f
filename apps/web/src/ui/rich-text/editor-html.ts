const EMPTY_PARAGRAPHS_AT_ENDS = /^(?:<p><\/p>|<p><br><\/p>)+|(?:<p><\/p>|<p><br><\/p>)+$/g;

/**
 * The editor's HTML as it is stored: without images still uploading or whose upload failed (their source is a
 * local preview no one else can see), without the empty paragraphs the editor keeps around an image or embed at
 * the start or end (as answer text drops its trailing empty paragraph), and '' when nothing is left.
 */
export function storedEditorHtml(html: string): string {
  let stored = html;
  if (stored.includes('data-upload')) {
    const template = document.createElement('template');
    template.innerHTML = stored;
    for (const image of template.content.querySelectorAll('img[data-uploading], img[data-upload-error]')) {
      image.remove();
    }
    stored = template.innerHTML;
  }
  return stored.replace(EMPTY_PARAGRAPHS_AT_ENDS, '');
}
