/** Where the web app fetches a stored file from (spec 1 §7.1 /api/blobs). */
export function blobUrl(blobId: string): string {
  return `/api/blobs/${blobId}`;
}

/** The file's address, or null when there is no file. */
export function optionalBlobUrl(blobId: string | null | undefined): string | null {
  return blobId ? blobUrl(blobId) : null;
}
