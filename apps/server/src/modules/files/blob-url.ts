/** Where the web app fetches a stored file from (/api/blobs, docs/product/api.md#rest-endpoints). */
export function blobUrl(blobId: string): string {
  return `/api/blobs/${blobId}`;
}

/** The file's address, or null when there is no file. */
export function optionalBlobUrl(blobId: string | null | undefined): string | null {
  return blobId ? blobUrl(blobId) : null;
}
