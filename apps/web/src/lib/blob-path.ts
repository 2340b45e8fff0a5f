/** Where the web app reads a stored file (/api/blobs, docs/product/api.md#rest-endpoints). */
export function blobPath(blobId: string): string {
  return `/api/blobs/${encodeURIComponent(blobId)}`;
}
