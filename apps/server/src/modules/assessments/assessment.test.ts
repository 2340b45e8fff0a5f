import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_FIELDS,
  type AssessmentResult,
  contentSnapshot,
  fieldMessages,
  useAssessmentsApp,
} from '../../../test/assessments-harness.ts';
import { errorCode } from '../../../test/graphql-client.ts';
import { questionTagLinks } from '../content-rules/content-rule.table.ts';
import { assessments } from './assessment.table.ts';
import { assessmentItemQuestions, assessmentItems } from './assessment-item.table.ts';

const CREATE = `mutation ($model: AssessmentInput!) { createAssessment(model: $model) { ${ASSESSMENT_FIELDS} } }`;
const UPDATE = `mutation ($model: AssessmentInput!) { updateAssessment(model: $model) { ${ASSESSMENT_FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteAssessment(id: $id) { id archived } }';
const GET = `query ($id: ID!) { assessment(id: $id) { ${ASSESSMENT_FIELDS} } }`;
const LIST = `query ($types: [AssessmentType!], $search: String, $tagIds: [ID!], $offset: Int, $first: Int) {
  assessments(assessmentTypes: $types, search: $search, questionTagIds: $tagIds, offset: $offset, first: $first) {
    name questionTags { name }
  }
}`;

/** Plain text is stored and given back exactly as typed: no markup is added, removed or escaped. */
const PLAIN_TEXT = `Stop & look: "Keep under 30 <then brake>"\nPlease answer honestly <script>x()</script> – 慢慢开`;

describe('assessments and training modules', () => {
  const { ctx, world, call } = useAssessmentsApp();
  const create = (model: object) => call<{ createAssessment: AssessmentResult }>(CREATE, { model });
  const update = (model: object) => call<{ updateAssessment: AssessmentResult }>(UPDATE, { model });
  const names = async (variables: object) =>
    (await call<{ assessments: { name: string }[] }>(LIST, variables)).data!.assessments.map((a) => a.name);

  it('creates an assessment with the stored defaults, sanitised rich text, plain text as typed and the creation date of the save', async () => {
    const before = Date.now();
    const created = await create({
      name: 'Hazard perception',
      assessmentType: 'Assessment',
      tileText: '<p>Spot the <strong>hazards</strong></p><script>alert(1)</script>',
      text: '<p onclick="steal()">Welcome</p>',
      suspiciousAnswerText: PLAIN_TEXT,
      imageBlobReferenceId: world.imageId,
    });
    expect(created.errors).toBeUndefined();
    const assessment = created.data!.createAssessment;
    expect(assessment).toMatchObject({
      name: 'Hazard perception',
      assessmentType: 'Assessment',
      isSmartIndividuality: false,
      feedbackStyle: 'NoFeedback',
      archived: false,
      tileText: '<p>Spot the <strong>hazards</strong></p>',
      text: '<p>Welcome</p>',
      suspiciousAnswerText: PLAIN_TEXT,
      imageBlobReferenceId: world.imageId,
      maxSuspiciousAnswers: 0,
      highRiskBelow: 30,
      mediumRiskBelow: 70,
      questionTags: [],
      affectedDriverMetrics: [],
      viewerCanUpdate: true,
    });
    expect(Date.parse(assessment.creationDate)).toBeGreaterThanOrEqual(before - 1000);
    expect((await call<{ assessment: AssessmentResult }>(GET, { id: assessment.id })).data!.assessment).toEqual(
      assessment,
    );
  });

  it('updates only the given fields and sets the creation date again', async () => {
    const created = (await create({ name: 'Night driving', assessmentType: 'TrainingModule', highRiskBelow: 20 })).data!
      .createAssessment;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const updated = await update({ id: created.id, feedbackStyle: 'EachQuestionFeedback', maxSuspiciousAnswers: 2 });
    expect(updated.data!.updateAssessment).toMatchObject({
      name: 'Night driving',
      assessmentType: 'TrainingModule',
      feedbackStyle: 'EachQuestionFeedback',
      maxSuspiciousAnswers: 2,
      highRiskBelow: 20,
    });
    expect(Date.parse(updated.data!.updateAssessment.creationDate)).toBeGreaterThan(Date.parse(created.creationDate));
    const cleared = await update({ id: created.id, imageBlobReferenceId: null, name: '  Night driving 2 ' });
    expect(cleared.data!.updateAssessment).toMatchObject({ name: 'Night driving 2', imageBlobReferenceId: null });
  });

  it.each([
    [{ name: ' ', assessmentType: 'Assessment' }, 'name', 'Name is required'],
    [{ name: 'X' }, 'assessmentType', 'Type of assessment is required'],
    [
      { name: 'X', assessmentType: 'Assessment', highRiskBelow: 101 },
      'highRiskBelow',
      'Enter a whole number from 0 to 100',
    ],
    [
      { name: 'X', assessmentType: 'Assessment', mediumRiskBelow: -1 },
      'mediumRiskBelow',
      'Enter a whole number from 0 to 100',
    ],
    [
      { name: 'X', assessmentType: 'Assessment', highRiskBelow: 80, mediumRiskBelow: 70 },
      'highRiskBelow',
      'High risk must start at or below where medium risk starts',
    ],
    [
      { name: 'X', assessmentType: 'Assessment', maxSuspiciousAnswers: -1 },
      'maxSuspiciousAnswers',
      'The suspicious-answer limit must be a whole number, 0 or more (0 means no limit)',
    ],
    [
      { name: 'X', assessmentType: 'Assessment', imageBlobReferenceId: crypto.randomUUID() },
      'imageBlobReferenceId',
      'Choose an image that has been uploaded.',
    ],
    [{ name: 'X', assessmentType: 'Assessment', id: 'not-an-id' }, 'id', undefined],
  ])('refuses %j on %s and stores nothing', async (model, field, message) => {
    const before = await contentSnapshot(ctx.db);
    const response = await create(model);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldMessages(response))).toContain(field);
    if (message) expect(fieldMessages(response)[field]).toBe(message);
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });

  it('refuses a video as the image, an update that blanks the name, and a client id already in use', async () => {
    expect(
      fieldMessages(await create({ name: 'X', assessmentType: 'Assessment', imageBlobReferenceId: world.videoId })),
    ).toEqual({ imageBlobReferenceId: 'Choose an image that has been uploaded.' });
    const id = (await create({ name: 'Kept', assessmentType: 'Assessment' })).data!.createAssessment.id;
    expect(fieldMessages(await update({ id, name: null }))).toEqual({ name: 'Name is required' });
    expect(errorCode(await create({ id, name: 'Again', assessmentType: 'Assessment' }))).toBe('CONFLICT');
    expect((await call<{ assessment: { name: string } }>(GET, { id })).data!.assessment.name).toBe('Kept');
  });

  it('archives on delete: gone from assessment(id) and the list, and cannot be updated or deleted again', async () => {
    const id = (await create({ name: 'Short-lived', assessmentType: 'Assessment' })).data!.createAssessment.id;
    expect((await call(DELETE, { id })).data).toEqual({ deleteAssessment: { id, archived: true } });
    const [row] = await ctx.db.select().from(assessments).where(eq(assessments.id, id));
    expect(row!.archived).toBe(true);
    expect(errorCode(await call(GET, { id }))).toBe('NOT_FOUND');
    expect(errorCode(await update({ id, name: 'Back' }))).toBe('NOT_FOUND');
    expect(errorCode(await call(DELETE, { id }))).toBe('NOT_FOUND');
    expect(errorCode(await call(GET, { id: crypto.randomUUID() }))).toBe('NOT_FOUND');
    expect(await names({ search: 'Short-lived' })).toEqual([]);
  });

  describe('the list', () => {
    let tagged: string;
    beforeAll(async () => {
      for (const [name, assessmentType] of [
        ['zebra crossings', 'Assessment'],
        ['Anticipation', 'Assessment'],
        ['Motorway basics', 'TrainingModule'],
      ]) {
        await create({ name, assessmentType });
      }
      tagged = (await create({ name: 'Country lanes', assessmentType: 'Assessment' })).data!.createAssessment.id;
      await ctx.db.insert(questionTagLinks).values([
        { id: crypto.randomUUID(), targetId: tagged, targetType: 'Assessment', questionTagId: world.tags.rural },
        { id: crypto.randomUUID(), targetId: tagged, targetType: 'Assessment', questionTagId: world.tags.urban },
      ]);
    });

    it('lists live assessments of the asked types by name, case-insensitively, with their tags', async () => {
      const response = await call<{ assessments: { name: string; questionTags: { name: string }[] }[] }>(LIST, {
        types: ['Assessment'],
        search: '',
      });
      const rows = response.data!.assessments;
      const listed = rows.map((row) => row.name);
      expect(listed).toEqual([...listed].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(listed).toContain('zebra crossings');
      expect(listed).not.toContain('Motorway basics');
      expect(rows.find((row) => row.name === 'Country lanes')!.questionTags).toEqual([
        { name: 'Rural' },
        { name: 'Urban' },
      ]);
      expect(await names({ types: ['TrainingModule'] })).toContain('Motorway basics');
    });

    it('searches the name or a linked tag name, and keeps rows with any of the chosen tags', async () => {
      expect(await names({ search: 'ZEBRA' })).toEqual(['zebra crossings']);
      expect(await names({ search: 'rur' })).toEqual(['Country lanes']);
      expect(await names({ search: 'no such thing' })).toEqual([]);
      expect(await names({ search: '%' })).toEqual([]);
      expect(await names({ tagIds: [world.tags.urban, crypto.randomUUID()] })).toEqual(['Country lanes']);
      expect(await names({ tagIds: [], search: 'Motorway' })).toEqual(['Motorway basics']);
    });

    it('pages with offset and first', async () => {
      const all = await names({});
      expect(await names({ offset: 1, first: 2 })).toEqual(all.slice(1, 3));
      expect(errorCode(await call(LIST, { first: 0 }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await call(LIST, { tagIds: ['nope'] }))).toBe('BAD_USER_INPUT');
    });

    it('names the safety metrics its live pools may affect', async () => {
      const itemId = crypto.randomUUID();
      const liveItem = { id: itemId, assessmentId: tagged, displayOrder: 1 };
      const deadItem = { id: crypto.randomUUID(), assessmentId: tagged, displayOrder: 2, archived: true };
      await ctx.db.insert(assessmentItems).values([liveItem, deadItem]);
      const entry = (questionId: string, assessmentItemId = itemId, archived = false) => ({
        id: crypto.randomUUID(),
        assessmentId: tagged,
        assessmentItemId,
        questionId,
        archived,
      });
      await ctx.db
        .insert(assessmentItemQuestions)
        .values([
          entry(world.questions.speeding),
          entry(world.questions.noMetric),
          entry(world.questions.deleted),
          entry(world.questions.mirror, itemId, true),
          entry(world.questions.mirror, deadItem.id),
        ]);
      const got = await call<{ assessment: { affectedDriverMetrics: unknown[] } }>(GET, { id: tagged });
      expect(got.data!.assessment.affectedDriverMetrics).toEqual([{ id: world.metrics.speed, name: 'Speed' }]);
    });
  });

  it('lets only Roadmark staff read or change assessments, and a refused call changes nothing', async () => {
    const id = (await create({ name: 'Guarded', assessmentType: 'Assessment' })).data!.createAssessment.id;
    const before = await contentSnapshot(ctx.db);
    for (const [query, variables] of [
      [LIST, {}],
      [GET, { id }],
      [CREATE, { model: { name: 'Intruder', assessmentType: 'Assessment' } }],
      [UPDATE, { model: { id, name: 'Taken over' } }],
      [DELETE, { id }],
    ] as const) {
      expect(errorCode(await call(query, variables, world.manager.cookie))).toBe('FORBIDDEN');
      expect(errorCode(await call(query, variables, ''))).toBe('UNAUTHENTICATED');
    }
    expect(await contentSnapshot(ctx.db)).toEqual(before);
  });
});
