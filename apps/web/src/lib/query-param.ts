/** Query parameter names are matched case-insensitively (returnUrl, ReturnUrl, returnurl...). */
export function getQueryParam(search: string | URLSearchParams, name: string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const wanted = name.toLowerCase();
  for (const [key, value] of params) {
    if (key.toLowerCase() === wanted) return value;
  }
  return null;
}
