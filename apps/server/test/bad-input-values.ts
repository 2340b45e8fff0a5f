import { QuestionType } from '@roadmark/domain/content/question-types';
import { WEBHOOK_EVENTS } from '@roadmark/domain/integrations/webhook-events';
import { SubscriptionType } from '@roadmark/domain/subscription-type';
import {
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';

/** How one kind of input fills each GraphQL input type. */
export interface InputKind {
  name: string;
  /** An id for the argument or input field `name` of `owner` (the input object, or the field's return type). */
  id: (name: string, owner: string, required: boolean) => unknown;
  string: (name: string) => unknown;
  int: unknown;
  float: unknown;
  boolean: unknown;
  enumValue: (type: GraphQLEnumType) => unknown;
  /** Fill only the required arguments and input fields, as a minimal client would send. */
  requiredOnly?: boolean;
}

export type RootField = GraphQLField<unknown, unknown> & { operation: 'query' | 'mutation' };

/** Every query and mutation of the built schema, queries first. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const of = (operation: RootField['operation'], fields: Record<string, GraphQLField<unknown, unknown>> = {}) =>
    Object.values(fields).map((field): RootField => ({ ...field, operation }));
  return [...of('query', schema.getQueryType()?.getFields()), ...of('mutation', schema.getMutationType()?.getFields())];
}

/** A value of `type`: every list holds one item, every input object is filled (all fields, or the required ones). */
export function argumentValue(
  type: GraphQLInputType,
  name: string,
  owner: string,
  kind: InputKind,
  depth = 0,
): unknown {
  if (isNonNullType(type) && isScalarType(type.ofType) && type.ofType.name === 'ID') return kind.id(name, owner, true);
  if (isNonNullType(type)) return argumentValue(type.ofType, name, owner, kind, depth);
  if (isListType(type)) return [argumentValue(type.ofType, name, owner, kind, depth)];
  if (isEnumType(type)) return kind.enumValue(type);
  if (isInputObjectType(type)) {
    if (depth > 4) return null;
    const fields = Object.values(type.getFields()).filter((field) => !kind.requiredOnly || isNonNullType(field.type));
    return Object.fromEntries(
      fields.map((field) => [field.name, argumentValue(field.type, field.name, type.name, kind, depth + 1)]),
    );
  }
  switch (type.name) {
    case 'ID':
      return kind.id(name, owner, false);
    case 'Int':
      return kind.int;
    case 'Float':
      return kind.float;
    case 'Boolean':
      return kind.boolean;
    default:
      return kind.string(name);
  }
}

/** Whether any argument of the field, however deep in its input objects, has a named type that passes the test. */
export function takes(field: GraphQLField<unknown, unknown>, test: (type: GraphQLNamedType) => boolean): boolean {
  const seen = new Set<string>();
  const visit = (type: GraphQLInputType): boolean => {
    const named = getNamedType(type);
    if (test(named)) return true;
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some((inner) => visit(inner.type));
  };
  return field.args.some((arg) => visit(arg.type));
}

/** Whether the field's type (unwrapped) is an object with an `id`, so a call can select it. */
export function returnsId(field: GraphQLField<unknown, unknown>): boolean {
  const named = getNamedType(field.type);
  return isObjectType(named) && 'id' in named.getFields();
}

/**
 * One operation calling the field with every argument as a variable, and those variables for the kind of input.
 * Selects `id` when asked and the field has one, else only `__typename`.
 */
export function operationFor(field: RootField, kind: InputKind, selectId = false) {
  const args = kind.requiredOnly ? field.args.filter((arg) => isNonNullType(arg.type)) : field.args;
  const definitions = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = !isCompositeType(named) ? '' : selectId && returnsId(field) ? ' { id }' : ' { __typename }';
  const query =
    `${field.operation} Walk${definitions ? `(${definitions})` : ''} ` +
    `{ ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  const variables = Object.fromEntries(
    args.map((arg) => [arg.name, argumentValue(arg.type, arg.name, named.name, kind)]),
  );
  return { query, variables };
}

const TEXT_BY_NAME: Array<[RegExp, () => string | null]> = [
  [/email/i, () => `walk-${crypto.randomUUID().slice(0, 8)}@example.test`],
  [/^eventsJson$/, () => JSON.stringify([WEBHOOK_EVENTS[0]])],
  [/^events$/, () => WEBHOOK_EVENTS[0]!],
  [/json$/i, () => '[]'],
  [/^returnUrl$/, () => '/'],
  [/^purpose$/, () => 'content'],
  [/url$/i, () => 'https://example.test/walk'],
  [/colou?r/i, () => '#1A7F5A'],
  [/^targetDate$/, () => '2030-01-31'],
  [/date$|At$/i, () => new Date().toISOString()],
  [/pin$/i, () => null],
  [/password/i, () => 'Walk-pass-1!'],
  [/^questionType$/, () => QuestionType.LearningText],
  [/^subscriptionTypes?$/, () => SubscriptionType.Subscription],
  [/^httpMethod$/, () => 'POST'],
  [/^targetType$/, () => 'SubscriptionId'],
];

/** Text that passes the usual checks for a field of that name. */
export function plausibleText(name: string): string | null {
  const rule = TEXT_BY_NAME.find(([pattern]) => pattern.test(name));
  return rule ? rule[1]() : `Walk ${name}`;
}
