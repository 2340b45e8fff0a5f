import type { LighthouseResult } from './run-lighthouse.ts';

/** The main document's status, which Lighthouse would otherwise score like any page. */
function documentStatus(result: LighthouseResult): number | null {
  const requests = (result.audits['network-requests']?.details?.items ?? []) as {
    resourceType?: string;
    statusCode?: number;
  }[];
  return requests.find((request) => request.resourceType === 'Document')?.statusCode ?? null;
}

/**
 * Why a Lighthouse result is not a measurement of the page asked for, or null when it is: a Lighthouse error,
 * scores missing, an error status, or a page that ended on another address (a signed-out browser is sent to the
 * sign-in page, with the asked page in its query).
 */
export function lighthouseRunProblem(result: LighthouseResult, requestedUrl: string): string | null {
  if (result.runtimeError) return `${result.runtimeError.code}: ${result.runtimeError.message}`;
  for (const category of ['performance', 'accessibility']) {
    if (typeof result.categories[category]?.score !== 'number') return `no ${category} score`;
  }
  const status = documentStatus(result);
  if (status !== null && status >= 400) return `the page answered ${status}`;
  const asked = new URL(requestedUrl);
  const ended = new URL(result.finalDisplayedUrl);
  if (ended.origin !== asked.origin || ended.pathname !== asked.pathname) {
    return `the browser ended on ${ended.pathname}${ended.search} instead`;
  }
  return null;
}
