/** Where the web app fetches a stored file from (spec 1 §7.1 /api/blobs). */
export function blobUrl(blobId: string): string {
  return `/api/blobs/${blobId}`;
}
