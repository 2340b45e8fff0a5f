/** Every state-changing call carries this header; the server refuses a POST without it (cross-site request guard). */
const CSRF = { 'x-roadmark-csrf': '1' };

export interface Credentials {
  email: string;
  password: string;
}

/**
 * One person's calls to a Roadmark server over plain HTTP, as the web app makes them: JSON posts with the CSRF
 * header, GraphQL at /graphql, and the cookies the server sets kept and sent back (a cookie jar for one site).
 */
export class RoadmarkHttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The Cookie header this person's browser would send, for signed-in page loads. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keepCookies(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';', 1)[0]!;
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = /;\s*max-age=0\b/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** A JSON POST; answers the parsed body (null when empty) and throws on any status but 2xx. */
  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method: 'POST',
      headers: { ...CSRF, 'content-type': 'application/json', cookie: this.cookieHeader() },
      body: JSON.stringify(body),
    });
    this.keepCookies(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** A GraphQL operation; throws with the errors when the answer has any. */
  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await this.post<{ data?: T; errors?: unknown[] }>('/graphql', { query, variables });
    if (answer.errors?.length) {
      const operation = query.replace(/\s+/g, ' ').slice(0, 80);
      throw new Error(`GraphQL ${operation} failed: ${JSON.stringify(answer.errors).slice(0, 800)}`);
    }
    return answer.data as T;
  }

  /** Signs in with email and password; any further step the server asks for (two-factor, a confirmation) fails. */
  async signIn(credentials: Credentials): Promise<void> {
    const answer = await this.post<{ succeeded: boolean }>('/api/account/login', {
      email: credentials.email,
      password: credentials.password,
      rememberMe: false,
    });
    if (!answer.succeeded) {
      throw new Error(`signing in as ${credentials.email} did not succeed: ${JSON.stringify(answer)}`);
    }
    if (this.cookies.size === 0) throw new Error(`signing in as ${credentials.email} set no cookie`);
  }
}
