import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSnapshot, useAssessmentsApp } from '../../../test/assessments-harness.ts';
import { type BuiltUser, buildUser } from '../../../test/factories.ts';
import { errorCode, type GqlResponse } from '../../../test/graphql-client.ts';
import { profiles } from '../people/profile.table.ts';

const SAVE_ASSESSMENT = `mutation ($model: AssessmentBundleInput!) {
  saveAssessment(model: $model) { id name editVersion }
}`;
const SAVE_QUESTION = `mutation ($model: QuestionBundleInput!) { saveQuestion(model: $model) { id name editVersion } }`;

type Saved = { id: string; name: string; editVersion: number };

describe('two people editing the same record: the later save over an older version is refused', () => {
  const { ctx, call } = useAssessmentsApp();
  let colleague: BuiltUser;
  beforeAll(async () => {
    colleague = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    await ctx.db
      .update(profiles)
      .set({ firstName: 'Siân', lastName: "O'Brien & <Co>" })
      .where(eq(profiles.userId, colleague.id));
  });

  const kinds = [
    {
      kind: 'assessment',
      save: (model: object, cookie?: string) =>
        call<{ saveAssessment: Saved }>(SAVE_ASSESSMENT, { model }, cookie).then((r) => ({
          saved: r.data?.saveAssessment,
          response: r as GqlResponse,
        })),
      model: (fields: object, expectedEditVersion?: number) => ({
        assessment: { assessmentType: 'Assessment', ...fields },
        ...(expectedEditVersion === undefined ? {} : { expectedEditVersion }),
      }),
    },
    {
      kind: 'question',
      save: (model: object, cookie?: string) =>
        call<{ saveQuestion: Saved }>(SAVE_QUESTION, { model }, cookie).then((r) => ({
          saved: r.data?.saveQuestion,
          response: r as GqlResponse,
        })),
      model: (fields: object, expectedEditVersion?: number) => ({
        question: { questionType: 'MultipleChoiceImage', ...fields },
        ...(expectedEditVersion === undefined ? {} : { expectedEditVersion }),
      }),
    },
  ];

  for (const { kind, save, model } of kinds) {
    it(`refuses the second save of an ${kind} opened at the same version, naming who saved and when`, async () => {
      const created = (await save(model({ name: `Shared ${kind}` }))).saved!;
      const opened = created.editVersion;

      // The colleague saves first: the version goes up.
      const first = await save(model({ id: created.id, name: `Theirs & "better"` }, opened), colleague.cookie);
      expect(first.response.errors).toBeUndefined();
      expect(first.saved!.editVersion).toBe(opened + 1);

      // The author saves what they opened: refused, and nothing of theirs is written.
      const before = await contentSnapshot(ctx.db);
      const second = await save(model({ id: created.id, name: 'Mine' }, opened));
      expect(errorCode(second.response)).toBe('CONFLICT');
      const error = second.response.errors![0]!;
      expect(error.extensions).toMatchObject({
        messageKey: 'errors.contentSavedMeanwhile',
        params: { name: "Siân O'Brien & <Co>", savedAt: expect.any(String) },
      });
      const savedAt = Date.parse((error.extensions.params as { savedAt: string }).savedAt);
      expect(Math.abs(Date.now() - savedAt)).toBeLessThan(60_000);
      expect(error.message).toContain("Siân O'Brien & <Co> saved this at");
      expect(await contentSnapshot(ctx.db)).toEqual(before);

      // Saving against the version the colleague made goes through.
      const again = await save(model({ id: created.id, name: 'Mine, after reloading' }, opened + 1));
      expect(again.response.errors).toBeUndefined();
      expect(again.saved).toMatchObject({ name: 'Mine, after reloading', editVersion: opened + 2 });
    });

    it(`lets a save that names no version through, for an ${kind} (API clients that do not ask)`, async () => {
      const created = (await save(model({ name: `Unversioned ${kind}` }))).saved!;
      const saved = (await save(model({ id: created.id, name: 'Overwritten' }))).saved!;
      expect(saved).toMatchObject({ name: 'Overwritten', editVersion: created.editVersion + 1 });
    });
  }

  it('lets only one of two saves made at the same moment against the same version through', async () => {
    const created = (await kinds[0]!.save(kinds[0]!.model({ name: 'Race' }))).saved!;
    const results = await Promise.all(
      ['One', 'Two', 'Three'].map((name) =>
        kinds[0]!.save(kinds[0]!.model({ id: created.id, name }, created.editVersion)),
      ),
    );
    expect(results.filter((result) => !result.response.errors)).toHaveLength(1);
    expect(results.filter((result) => errorCode(result.response) === 'CONFLICT')).toHaveLength(2);
  });
});
