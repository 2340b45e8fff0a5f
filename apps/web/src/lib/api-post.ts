import { languageHeader } from '../app/i18n';
import { requestSessionCheck } from '../app/session/session-signals';
import { CSRF_HEADER } from './csrf';
import { emulationHeaders } from './emulation';

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

/** POSTs JSON to the account REST API with the session cookie, the CSRF, language and any emulation header. */
export async function apiPost<T = undefined>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      ...CSRF_HEADER,
      ...languageHeader(),
      ...emulationHeaders(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readResponse<T>(response);
}

/** GETs JSON from the account REST API with the session cookie, the language header (and any emulation header). */
export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    headers: { ...languageHeader(), ...emulationHeaders() },
  });
  return readResponse<T>(response);
}

async function readResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    // Signed out elsewhere, or just a refused sign-in: the session check tells which.
    if (response.status === 401) requestSessionCheck();
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
