import * as accountForms from '@roadmark/domain/account-forms';
import * as assignments from '@roadmark/domain/assignments';
import * as login from '@roadmark/domain/login';
import * as people from '@roadmark/domain/people';
import * as studyLogin from '@roadmark/domain/study-login';
import * as teams from '@roadmark/domain/teams';
import * as twoFactor from '@roadmark/domain/two-factor';
import { z } from 'zod';
import { plausibleText } from './bad-input-values.ts';
import type { TestApp } from './test-app.ts';

/** What a request field holds, as far as picking a plausible or a bad value for it goes. */
export type FieldType = 'text' | 'id' | 'number' | 'boolean' | 'list' | 'object';

/** A field's type and, for text with a closed set of values, the first of them (the plausible value). */
export interface RequestField {
  type: FieldType;
  choice?: string;
}

/**
 * Query parameters the routes read that no shared schema lists: the exports' own (exports/*.ts), uploads, returnUrl
 * and the external sign-in and oEmbed routes'.
 */
const OTHER_FIELDS: Record<string, RequestField> = {
  format: { type: 'text', choice: 'csv' },
  timeZone: { type: 'text', choice: 'Europe/London' },
  entry: { type: 'text' },
  sheet: { type: 'text' },
  type: { type: 'text' },
  filterByRoleGroups: { type: 'text' },
  includeDeviceMetrics: { type: 'boolean' },
  search: { type: 'text' },
  returnUrl: { type: 'text', choice: '/' },
  purpose: { type: 'text', choice: 'content' },
  filename: { type: 'text', choice: 'walk.png' },
  // A page no embed provider knows: the embed lookup answers without calling out to a provider over the network.
  url: { type: 'text', choice: 'https://videos.example/watch?v=walk' },
  provider: { type: 'text' },
  remoteError: { type: 'text' },
  query: { type: 'text', choice: '{ viewer { id } }' },
  operationName: { type: 'text' },
};

interface ZodNode {
  def: {
    type: string;
    format?: string;
    entries?: Record<string, string>;
    values?: unknown[];
    innerType?: ZodNode;
    out?: ZodNode;
    schema?: ZodNode;
  };
}

/** The field of a zod schema, looking through optional, nullable, default and pipes. */
function zodField(schema: ZodNode): RequestField {
  let node: ZodNode | undefined = schema;
  for (let depth = 0; node && depth < 8; depth += 1) {
    const { type, format, entries, values } = node.def;
    if (type === 'string') return { type: format === 'uuid' ? 'id' : 'text' };
    if (type === 'enum') return { type: 'text', choice: Object.values(entries ?? {})[0] };
    if (type === 'literal') return { type: 'text', choice: String(values?.[0]) };
    if (type === 'number' || type === 'int' || type === 'bigint') return { type: 'number' };
    if (type === 'boolean') return { type: 'boolean' };
    if (type === 'array') return { type: 'list' };
    if (type === 'object' || type === 'record') return { type: 'object' };
    node = node.def.innerType ?? node.def.out ?? node.def.schema;
  }
  return { type: 'text' };
}

/** The fields of every zod object (or zero-argument schema factory) the account, study and people forms use. */
function schemaFields(fields: Map<string, RequestField>): void {
  for (const module of [accountForms, assignments, login, people, studyLogin, teams, twoFactor]) {
    for (const [exportName, value] of Object.entries(module)) {
      const made = typeof value === 'function' && exportName.endsWith('Schema') && value.length === 0 ? value() : value;
      if (!(made instanceof z.ZodObject)) continue;
      for (const [name, schema] of Object.entries(made.shape)) fields.set(name, zodField(schema as ZodNode));
    }
  }
}

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
}

function jsonSchemaField(schema: JsonSchema): RequestField {
  if (schema.type === 'integer' || schema.type === 'number') return { type: 'number' };
  if (schema.type === 'boolean') return { type: 'boolean' };
  if (schema.type === 'array') return { type: 'list' };
  if (schema.type === 'object') return { type: 'object' };
  if (schema.enum) return { type: 'text', choice: String(schema.enum[0]) };
  return { type: schema.format === 'uuid' ? 'id' : 'text' };
}

/** Every property of every JSON schema in the node, with its type. */
function jsonSchemaFields(node: unknown, fields: Map<string, RequestField>): void {
  if (!node || typeof node !== 'object') return;
  const { properties } = node as JsonSchema;
  for (const [name, schema] of Object.entries(properties ?? {})) fields.set(name, jsonSchemaField(schema));
  for (const inner of Object.values(node)) jsonSchemaFields(inner, fields);
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { name: string; schema?: JsonSchema }[]; requestBody?: unknown }>
  >;
}

/** Every parameter and body property the public API documents, from its OpenAPI document as the app serves it. */
async function publicApiFields(app: TestApp, fields: Map<string, RequestField>): Promise<void> {
  const document = (await app.inject({ url: '/api/rest/v1.0/openapi.json' })).json() as OpenApiDocument;
  for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path))) {
    for (const { name, schema } of operation.parameters ?? []) fields.set(name, jsonSchemaField(schema ?? {}));
    jsonSchemaFields(operation.requestBody, fields);
  }
}

/** Every field any route reads from its query string or JSON body, with its type; one request reaches them all. */
export async function requestFields(app: TestApp): Promise<Map<string, RequestField>> {
  const fields = new Map(Object.entries(OTHER_FIELDS));
  schemaFields(fields);
  await publicApiFields(app, fields);
  for (const [name, field] of fields)
    if (field.type === 'text' && /(^id|Id)$/.test(name)) fields.set(name, { type: 'id' });
  return fields;
}

const PLAUSIBLE: Record<Exclude<FieldType, 'text'>, () => unknown> = {
  id: () => crypto.randomUUID(),
  number: () => 1,
  boolean: () => false,
  list: () => [],
  object: () => ({}),
};

/** A value written into JSON text as is, for numbers JSON.stringify cannot make (1e400, 2^53 + 1). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Bad values for the fields of some types; every other field gets a plausible value, so the bad ones are reached. */
export interface BadRequestKind {
  name: string;
  /** The field types that get the bad value; `all` for every field. */
  replaces: FieldType[] | 'all';
  value: unknown;
  /** The bad value in a query string (URL-encoded); a list repeats the parameter. */
  queryValue: string | string[];
  /** What stands in for each path parameter (URL-encoded). */
  pathValue: string;
  /** Whether every route must refuse it as bad input (400). */
  refused?: boolean;
}

function valueFor(name: string, { type, choice }: RequestField, kind: BadRequestKind): unknown {
  if (kind.replaces === 'all' || kind.replaces.includes(type)) return kind.value;
  if (type !== 'text') return PLAUSIBLE[type]();
  return choice ?? plausibleText(name);
}

const RAW = '\u0001raw\u0001';

/** A JSON object naming every field, each with the kind's bad value or a plausible one. */
export function jsonBody(fields: Map<string, RequestField>, kind: BadRequestKind): string {
  const body = Object.fromEntries(
    [...fields].map(([name, field]) => {
      const value = valueFor(name, field, kind);
      return [name, value instanceof RawJson ? RAW : value];
    }),
  );
  const text = JSON.stringify(body);
  return kind.value instanceof RawJson ? text.replaceAll(JSON.stringify(RAW), kind.value.text) : text;
}

/** A query string naming every field, each with the kind's bad value or a plausible one. */
export function queryString(fields: Map<string, RequestField>, kind: BadRequestKind): string {
  return [...fields]
    .flatMap(([name, field]) => {
      const bad = kind.replaces === 'all' || kind.replaces.includes(field.type);
      const plausible = valueFor(name, field, { ...kind, replaces: [] });
      const values = bad ? [kind.queryValue].flat() : [encodeURIComponent(String(plausible ?? ''))];
      return values.map((value) => `${encodeURIComponent(name)}=${value}`);
    })
    .join('&');
}

/** A query string naming every field with a plausible value. */
export function plausibleQueryString(fields: Map<string, RequestField>): string {
  return queryString(fields, { name: 'plausible', replaces: [], value: null, queryValue: '', pathValue: '' });
}

/** The route's path with every parameter (`:id`, `*`) replaced. */
export function pathOf(url: string, value: string): string {
  return url.replace(/:\w+/g, value).replace(/\*$/, value);
}
