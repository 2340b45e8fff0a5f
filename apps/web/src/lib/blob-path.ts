/** Where the web app reads a stored file (spec 1 §7.1 /api/blobs). */
export function blobPath(blobId: string): string {
  return `/api/blobs/${encodeURIComponent(blobId)}`;
}
