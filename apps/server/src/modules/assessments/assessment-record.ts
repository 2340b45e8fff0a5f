import { ASSESSMENT_DEFAULTS, assessmentFormSchema } from '@roadmark/domain/content/assessment-form';
import { idSchema } from '@roadmark/domain/ids';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { givenFields } from '../../platform/graphql/given-fields.ts';
import { sanitizeRichText } from '../../platform/rich-text/sanitize-rich-text.ts';
import { parseInput } from '../../platform/validation.ts';
import { assertMedia } from '../content-records/content-references.ts';
import { assessments } from './assessment.table.ts';

type AssessmentModel = z.output<typeof assessmentFormSchema>;

/**
 * The defaults of a new record (docs/product/content-editor.md#defaults). The type has none: the add screens choose it.
 */
const { assessmentType: _screenDefault, ...ENTITY_DEFAULTS } = ASSESSMENT_DEFAULTS;

const withId = z.object({ id: idSchema });

/**
 * The stored columns of a checked model: rich text sanitised, plain text (the suspicious-answer text) stored as typed
 * (React escapes it where it is shown), and the creation date set by every save.
 */
function columns(model: AssessmentModel) {
  return {
    ...model,
    tileText: sanitizeRichText(model.tileText),
    text: sanitizeRichText(model.text),
    imageBlobReferenceId: model.imageBlobReferenceId ?? null,
    creationDate: new Date(),
  };
}

/** An assessment's row, live or archived, locked for the rest of the transaction; undefined when there is none. */
export async function lockAssessment(tx: Executor, id: string) {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
  return row;
}

/** Creates an assessment; a client-chosen id is accepted only when no record has it. Returns the id. */
export async function insertAssessment(tx: Executor, input: Record<string, unknown>): Promise<string> {
  const { id: givenId, ...fields } = givenFields(input);
  const id = givenId === undefined ? crypto.randomUUID() : parseInput(withId, { id: givenId }).id;
  const model = parseInput(assessmentFormSchema, { ...ENTITY_DEFAULTS, ...fields });
  if (await lockAssessment(tx, id)) throw new AppError('CONFLICT', 'errors.idInUse');
  await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
  await tx.insert(assessments).values({ ...columns(model), id });
  return id;
}

/** Updates a live assessment: the given fields over the stored ones, checked as a whole. Returns the id. */
export async function updateAssessmentRecord(tx: Executor, input: Record<string, unknown>): Promise<string> {
  const { id, ...changes } = parseInput(z.looseObject({ id: idSchema }), input);
  const stored = await lockAssessment(tx, id);
  if (!stored || stored.archived) throw notFound();
  const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const model = parseInput(assessmentFormSchema, { ...stored, ...given });
  await assertMedia(tx, model.imageBlobReferenceId, 'imageBlobReferenceId', 'image');
  await tx
    .update(assessments)
    .set({ ...columns(model), updatedAt: new Date() })
    .where(eq(assessments.id, id));
  return id;
}

/** Archives a live assessment (docs/product/retention.md); its children stay as they were, reachable through it. */
export async function archiveAssessment(tx: Executor, id: string): Promise<void> {
  const [archived] = await tx
    .update(assessments)
    .set({ archived: true, updatedAt: new Date() })
    .where(and(eq(assessments.id, id), eq(assessments.archived, false)))
    .returning({ id: assessments.id });
  if (!archived) throw notFound();
}
