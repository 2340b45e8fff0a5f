/** A download under /api/export, with the viewer's time zone for the local-time columns; empty values are left out. */
export function exportUrl(name: string, params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone });
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/api/export/${name}?${query}`;
}
