import { isUuid } from '@roadmark/domain/ids';
import { translateMessage } from '@roadmark/domain/messages';
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { givenFields } from '../../platform/graphql/given-fields.ts';

type ContentTable = PgTable & { id: PgColumn; archived: PgColumn; updatedAt: PgColumn };
type Row = Record<string, unknown> & { id: string; archived: boolean };

/**
 * A kind of content record that belongs to a parent (an answer to its question, a feedback to its assessment, a tag
 * link to its target). One description serves the per-entity mutations (docs/product/api.md#graphql-conventions) and
 * the editors' bundle saves, so both check exactly the same rules.
 */
export interface ContentRecordKind<Model extends { id?: string | undefined }> {
  table: ContentTable;
  /** The column naming the parent. It is fixed at creation: an update never moves a record to another parent. */
  parentField: string;
  /** Other columns fixed at creation, such as a tag link's targetType. */
  fixedFields?: readonly string[];
  /** Validates a whole record (domain schema, plus rules that need the parent, read through tx). */
  parse(tx: Executor, input: Record<string, unknown>): Promise<Model>;
  /** Checks what the record references: a live parent, live metrics, tags, questions, uploaded media. */
  check(tx: Executor, model: Model): Promise<void>;
  /** The stored columns of a checked model (without id). */
  columns(model: Model): Record<string, unknown>;
}

/**
 * What an editor's save sends for one child collection (its added, updated and removed sets,
 * docs/product/content-editor.md#one-save).
 */
export interface ChildChanges {
  added?: readonly Record<string, unknown>[] | null;
  updated?: readonly Record<string, unknown>[] | null;
  removed?: readonly string[] | null;
}

async function idIsFree(tx: Executor, table: ContentTable, id: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  return !taken;
}

/** The live record, locked for the rest of the transaction; a malformed id finds nothing rather than reaching SQL. */
async function lockLive(tx: Executor, table: ContentTable, id: string): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.archived, false)))
    .for('update');
  return row as Row | undefined;
}

/**
 * Creates a record; a client-chosen id is accepted only when no record has it
 * (docs/architecture/data.md#tenant-columns).
 */
export async function insertContentRecord<M extends { id?: string | undefined }>(
  tx: Executor,
  kind: ContentRecordKind<M>,
  input: Record<string, unknown>,
): Promise<string> {
  const model = await kind.parse(tx, givenFields(input));
  const id = model.id ?? crypto.randomUUID();
  if (!(await idIsFree(tx, kind.table, id))) throw new AppError('CONFLICT', 'errors.idInUse');
  await kind.check(tx, model);
  await tx.insert(kind.table).values({ ...kind.columns(model), id } as never);
  return id;
}

/**
 * Updates a live record: the given fields over the stored ones, checked as a whole. With `parentId`, the record
 * must belong to that parent (a bundle may only touch its own children).
 */
export async function updateContentRecord<M extends { id?: string | undefined }>(
  tx: Executor,
  kind: ContentRecordKind<M>,
  input: Record<string, unknown>,
  parentId?: string,
): Promise<string> {
  const id = typeof input.id === 'string' ? input.id : '';
  const stored = id ? await lockLive(tx, kind.table, id) : undefined;
  if (!stored || (parentId !== undefined && stored[kind.parentField] !== parentId)) throw notFound();
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const fixed = Object.fromEntries([kind.parentField, ...(kind.fixedFields ?? [])].map((f) => [f, stored[f]]));
  const model = await kind.parse(tx, { ...stored, ...given, ...fixed, id });
  await kind.check(tx, model);
  await tx
    .update(kind.table)
    .set({ ...kind.columns(model), updatedAt: new Date() } as never)
    .where(eq(kind.table.id, id));
  return id;
}

/** Archives a live record (docs/product/retention.md). With `parentId`, it must belong to that parent. */
export async function archiveContentRecord(
  tx: Executor,
  kind: { table: ContentTable; parentField: string },
  id: string,
  parentId?: string,
): Promise<void> {
  const stored = await lockLive(tx, kind.table, id);
  if (!stored || (parentId !== undefined && stored[kind.parentField] !== parentId)) throw notFound();
  await tx
    .update(kind.table)
    .set({ archived: true, updatedAt: new Date() } as never)
    .where(eq(kind.table.id, id));
}

/**
 * Field errors of a child in a bundle name where it was: `answers.added.2.score`, so the editor can put the message
 * next to the right row.
 */
export async function withFieldPrefix<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.fields.length > 0) {
      throw new AppError(error.code, error.messageKey, {
        params: error.params,
        message: error.message,
        fields: error.fields.map((field) => ({ ...field, field: field.field ? `${prefix}.${field.field}` : prefix })),
      });
    }
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      const messageKey = 'validation.content.childNotFound';
      throw new AppError('BAD_USER_INPUT', messageKey, {
        fields: [{ field: prefix, messageKey, message: translateMessage(messageKey) }],
      });
    }
    throw error;
  }
}

/**
 * Applies one collection of an editor's save to `parentId`, in the caller's transaction: additions, then updates, then
 * removals (docs/product/content-editor.md#one-save). Any failure throws, so the caller's transaction rolls the whole
 * save back.
 */
export async function applyChildChanges<M extends { id?: string | undefined }>(
  tx: Executor,
  kind: ContentRecordKind<M>,
  parentId: string,
  changes: ChildChanges | null | undefined,
  field: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (!changes) return;
  for (const [index, added] of (changes.added ?? []).entries()) {
    await withFieldPrefix(`${field}.added.${index}`, () =>
      insertContentRecord(tx, kind, { ...added, ...extra, [kind.parentField]: parentId }),
    );
  }
  for (const [index, updated] of (changes.updated ?? []).entries()) {
    await withFieldPrefix(`${field}.updated.${index}`, () =>
      updateContentRecord(tx, kind, { ...updated, ...extra }, parentId),
    );
  }
  for (const [index, id] of (changes.removed ?? []).entries()) {
    await withFieldPrefix(`${field}.removed.${index}`, () => archiveContentRecord(tx, kind, id, parentId));
  }
}
