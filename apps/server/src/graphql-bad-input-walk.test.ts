import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { isEnumType, isNonNullType, isScalarType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InputKind, operationFor, type RootField, rootFields, takes } from '../test/bad-input-values.ts';
import { buildWalkActor, harvestWorld, plausibleInput, type WalkActor } from '../test/bad-input-world.ts';
import { buildSubscription } from '../test/factories.ts';
import { type GqlResponse, gql } from '../test/graphql-client.ts';
import { useTestApp } from '../test/test-app.ts';
import { schema } from './graphql-schema.ts';

const LICENSE = `mutation ($model: CreateSubscriptionAssessmentInput!) {
  createSubscriptionAssessment(model: $model) { id }
}`;

interface BadInput {
  name: string;
  kind: (actor: WalkActor, field: RootField) => InputKind;
  /** The fields that take the bad part; the others would only repeat a call another kind makes. */
  appliesTo: (field: RootField) => boolean;
  /** The codes a field must answer with; without them, any answer but an internal error will do. */
  refusedWith?: string[];
}

const takesNamed =
  (...names: string[]) =>
  (field: RootField) =>
    takes(field, (type) => names.includes(type.name));

/** The kinds of bad input sent to every root field; ids are real records of the caller's tenant unless bad. */
const BAD_INPUTS: BadInput[] = [
  {
    name: 'malformed ids',
    kind: (actor, field) => ({ ...plausibleInput(actor, field), id: () => 'not-a-uuid' }),
    appliesTo: takesNamed('ID'),
    refusedWith: ['BAD_USER_INPUT'],
  },
  {
    name: 'NUL characters in text',
    kind: (actor, field) => ({ ...plausibleInput(actor, field), string: (name) => `Walk\u0000${name}` }),
    appliesTo: takesNamed('String'),
    refusedWith: ['BAD_USER_INPUT'],
  },
  {
    name: 'the largest numbers and long text',
    kind: (actor, field) => ({
      ...plausibleInput(actor, field),
      string: () => 'x'.repeat(20_000),
      int: 2_147_483_647,
      float: 9e15,
    }),
    appliesTo: takesNamed('String', 'Int', 'Float'),
  },
  {
    name: 'the smallest numbers and empty text',
    kind: (actor, field) => ({
      ...plausibleInput(actor, field),
      string: () => '',
      int: -2_147_483_648,
      float: -9e15,
      boolean: true,
    }),
    appliesTo: takesNamed('String', 'Int', 'Float', 'Boolean'),
  },
  {
    name: 'junk text in the required fields only',
    kind: (actor, field) => ({ ...plausibleInput(actor, field), string: () => 'zz-not-a-value', requiredOnly: true }),
    appliesTo: (field) => field.args.some((arg) => isNonNullType(arg.type)),
  },
  {
    name: 'values of the wrong type and unknown enum values',
    kind: (actor, field) => ({
      ...plausibleInput(actor, field),
      id: () => 12_345,
      string: () => 7,
      int: 2 ** 53 + 2,
      float: 'many',
      boolean: 'yes',
      enumValue: () => 'NOT_A_VALUE',
    }),
    appliesTo: (field) => takes(field, (type) => isScalarType(type) || isEnumType(type)),
    refusedWith: ['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED'],
  },
];

function internalProblem(response: GqlResponse): string | undefined {
  if (response.status >= 500) return `HTTP ${response.status}`;
  const internal = response.errors?.find((error) => error.extensions.code === 'INTERNAL' || !error.extensions.code);
  return internal ? `${internal.extensions.code ?? 'no code'}: ${internal.message}` : undefined;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run));
}

describe('GraphQL bad input', () => {
  const ctx = useTestApp({ GRAPHQL_FIELDS_PER_MINUTE: '1000000' });
  const fields = rootFields(schema);
  const actors = {} as Record<string, WalkActor>;
  beforeAll(async () => {
    const customer = await buildSubscription(ctx.db);
    const staff = await buildWalkActor(ctx.db, PROVIDER_SUBSCRIPTION_ID, RoleGroupName.Staff);
    actors["a customer's manager"] = await buildWalkActor(ctx.db, customer.id, RoleGroupName.OverviewManager);
    actors['provider staff'] = staff;
    await harvestWorld(ctx.app, staff, fields);
    // The customer's manager works with an assessment licensed to them, as a customer does.
    const licence = await gql(ctx.app, LICENSE, {
      variables: {
        model: { subscriptionId: customer.id, assessmentId: staff.world.get('Assessment'), maxRestarts: 5 },
      },
      cookie: staff.user.cookie,
    });
    expect(licence.errors).toBeUndefined();
    const manager = actors["a customer's manager"]!;
    manager.world.set('Assessment', staff.world.get('Assessment')!);
    await harvestWorld(ctx.app, manager, fields);
  }, 120_000);

  const cases = ['provider staff', "a customer's manager"].flatMap((actorName) =>
    BAD_INPUTS.map((bad) => [actorName, bad.name, bad] as const),
  );

  it.each(cases)(
    'answers every root field without an internal error when %s sends %s',
    async (actorName, _, bad) => {
      const actor = actors[actorName]!;
      const problems: string[] = [];
      await inBatches(fields.filter(bad.appliesTo), 4, async (field) => {
        const { query, variables } = operationFor(field, bad.kind(actor, field));
        const response = await gql(ctx.app, query, { variables, cookie: actor.user.cookie });
        const internal = internalProblem(response);
        const code = response.errors?.[0]?.extensions.code;
        if (internal) problems.push(`${field.name}: ${internal}`);
        else if (bad.refusedWith && !bad.refusedWith.includes(code ?? '')) {
          problems.push(`${field.name}: not refused (${JSON.stringify(response.errors?.[0] ?? response.data)})`);
        }
      });
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it('reaches real records of each tenant', () => {
    const reached = ['Assessment', 'AssessmentSession', 'Profile', 'SubscriptionAssessment', 'SubscriptionTeam'];
    for (const actor of Object.values(actors)) expect([...actor.world.keys()]).toEqual(expect.arrayContaining(reached));
  });
});
