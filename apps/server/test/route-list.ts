import type { TestApp } from './test-app.ts';

export interface RegisteredRoute {
  method: string;
  /** The path as registered, with its parameters (`/api/blobs/:id`, `*`). */
  url: string;
}

/**
 * Every route the app has registered, read from Fastify's own route tree (printRoutes). Each line of the tree is one
 * segment, indented four characters per level under its parent, with its methods in brackets:
 * `│   └── /:id (GET, HEAD)`.
 */
export function registeredRoutes(app: TestApp): RegisteredRoute[] {
  const parents: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const url = `${parents[depth - 1] ?? ''}${match[2]}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}
