import { act } from '@testing-library/react';

/**
 * Types into a rich-text editor's editable area as the browser does: the text replaces the first paragraph in the
 * DOM and ProseMirror reads it back from there (jsdom has no editing commands of its own).
 */
export async function typeRichText(editable: HTMLElement, text: string): Promise<void> {
  const paragraph = editable.querySelector('p');
  if (!paragraph) throw new Error('The editor has no paragraph');
  await act(async () => {
    paragraph.textContent = text;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}
