import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printedSchema, schema } from './graphql-schema.ts';
import { signedIn } from './platform/graphql/auth-scopes.ts';

/**
 * The mutations any signed-in person may call, each with why: their use case decides per record. A mutation whose
 * rule is a role declares that role's scope instead of joining this list.
 */
const SIGNED_IN_MUTATIONS: Record<string, string> = {
  createProfile: 'An account without a profile makes its own; the use case refuses one for anyone else.',
  updateProfile: 'A person edits their own profile, a people manager those they manage; the use case checks which.',
  initializeAssessmentSession:
    'Drivers start their own sessions, managers preview; the use case checks licence and assignment.',
  createAssessmentSession: 'The same use case as initializeAssessmentSession.',
  saveAssessmentSessionResponses: 'Drivers save their own sessions; the use case checks whose session it is.',
  updateAssessmentSession: 'The same use case as saveAssessmentSessionResponses.',
  finishAssessmentSession: 'Drivers save their own sessions; the use case checks whose session it is.',
  createQuestionResponseEvent: 'Drivers answer in their own sessions; the use case checks whose session it is.',
  updateQuestionResponseEvent: 'Drivers answer in their own sessions; the use case checks whose session it is.',
  deleteQuestionResponseEvent: 'Drivers answer in their own sessions; the use case checks whose session it is.',
  applyDriverMetricsForAssessmentSession: 'Reads the metrics of a session the caller may see; the use case checks it.',
};

function declaredScopes(field: { extensions?: { pothosOptions?: unknown } | null }): unknown {
  return (field.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;
}

describe('GraphQL schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing the schema)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../schema.graphql'), 'utf8');
    expect(printedSchema()).toBe(committed);
  });

  it('declares authScopes on every query and mutation field', () => {
    const rootFields = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).map((field) => ({ name: `${type!.name}.${field.name}`, field })),
    );
    expect(rootFields.length).toBeGreaterThan(0);
    const unguarded = rootFields.filter(({ field }) => !declaredScopes(field)).map(({ name }) => name);
    expect(unguarded).toEqual([]);
  });

  it('lets a mutation be guarded by signedIn alone only when it is listed with its reason', () => {
    const signedInOnly = Object.values(schema.getMutationType()?.getFields() ?? {})
      .filter((field) => JSON.stringify(declaredScopes(field)) === JSON.stringify(signedIn))
      .map((field) => field.name)
      .sort();
    expect(signedInOnly).toEqual(Object.keys(SIGNED_IN_MUTATIONS).sort());
  });
});
