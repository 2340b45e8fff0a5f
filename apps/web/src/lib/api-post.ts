import { CSRF_HEADER } from './csrf';

export interface ProblemDetails {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  code?: string;
  messageKey?: string;
  params?: Record<string, unknown>;
  errors?: { field?: string; message?: string; messageKey?: string }[];
}

/** A REST call answered with problem details; `errorMessages` reads `problem` like any problem-details value. */
export class ApiProblemError extends Error {
  readonly status: number;
  readonly problem: ProblemDetails;

  constructor(problem: ProblemDetails) {
    super(problem.detail ?? problem.title ?? `Request failed with status ${problem.status}`);
    this.name = 'ApiProblemError';
    this.status = problem.status;
    this.problem = problem;
  }
}

/** POSTs JSON to the account REST API with the session cookie and the CSRF header. */
export async function apiPost<T = undefined>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...CSRF_HEADER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const problem = json && typeof json === 'object' ? (json as Partial<ProblemDetails>) : {};
    throw new ApiProblemError({ ...problem, status: response.status });
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
