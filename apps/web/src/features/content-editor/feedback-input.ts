import type { MediaValue } from '../questions/components/media-upload-field';

/** A feedback range as the API takes it: the uploaded files by id. */
export function feedbackInput<
  R extends { imageBlobReference: MediaValue | null; videoBlobReference: MediaValue | null },
>(range: R) {
  const { imageBlobReference, videoBlobReference, ...fields } = range;
  return {
    ...fields,
    imageBlobReferenceId: imageBlobReference?.id ?? null,
    videoBlobReferenceId: videoBlobReference?.id ?? null,
  };
}
