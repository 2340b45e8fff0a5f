import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { assessments } from '../../modules/assessments/assessment.table.ts';
import { questions } from '../../modules/questions/question.table.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

/** Runs one committed migration again, statement by statement, on rows written the way the old code wrote them. */
async function runMigration(db: Database, file: string): Promise<void> {
  const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

describe('migration 0020: plain text decoded, questionnaire line breaks kept as paragraphs', () => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database?.close());

  const addAssessment = async (suspiciousAnswerText: string) => {
    const id = crypto.randomUUID();
    await db.insert(assessments).values({ id, name: `A ${id}`, assessmentType: 'Assessment', suspiciousAnswerText });
    return id;
  };
  const suspiciousTextOf = async (id: string) =>
    (await db.select().from(assessments).where(eq(assessments.id, id)))[0]!.suspiciousAnswerText;
  const addQuestion = async (questionType: 'QuestionnaireInput' | 'MultipleChoiceImage', questionText: string) => {
    const id = crypto.randomUUID();
    await db.insert(questions).values({ id, name: `Q ${id}`, questionType, questionText });
    return id;
  };
  const questionTextOf = async (id: string) =>
    (await db.select().from(questions).where(eq(questions.id, id)))[0]!.questionText;

  it('gives the suspicious-answer text back as it was typed, line breaks and quotes included', async () => {
    // What the sanitiser made of `Don't rush & "look" <twice>` + a line break + `&lt; is a sign`.
    const escaped = await addAssessment(`Don't rush &amp; "look" &lt;twice&gt;\nWrite &amp;lt; for <`);
    const typed = await addAssessment('Already plain: Fahren Sie langsam – 慢慢开');
    await runMigration(db, '0020_plain_and_rich_text_repair.sql');
    expect(await suspiciousTextOf(escaped)).toBe(`Don't rush & "look" <twice>\nWrite &lt; for <`);
    expect(await suspiciousTextOf(typed)).toBe('Already plain: Fahren Sie langsam – 慢慢开');
  });

  it("turns a questionnaire question's typed lines into paragraphs and leaves rich text and other questions alone", async () => {
    const lines = await addQuestion(
      'QuestionnaireInput',
      'How often do you drive?\r\nAt night &amp; in rain\n"Never" counts',
    );
    const oneLine = await addQuestion('QuestionnaireInput', 'Stop &amp; look');
    const rich = await addQuestion('QuestionnaireInput', '<p>First</p>\n<p>Second</p>');
    const other = await addQuestion('MultipleChoiceImage', 'Line one\nLine two');
    await runMigration(db, '0020_plain_and_rich_text_repair.sql');
    expect(await questionTextOf(lines)).toBe(
      '<p>How often do you drive?</p><p>At night &amp; in rain</p><p>"Never" counts</p>',
    );
    expect(await questionTextOf(oneLine)).toBe('Stop &amp; look');
    expect(await questionTextOf(rich)).toBe('<p>First</p>\n<p>Second</p>');
    expect(await questionTextOf(other)).toBe('Line one\nLine two');
  });
});
