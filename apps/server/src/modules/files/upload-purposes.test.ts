import { UPLOAD_PURPOSES, type UploadPurpose } from '@roadmark/domain/files/upload-purposes';
import { RoleGroupName } from '@roadmark/domain/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../../test/accounts-harness.ts';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { useFilesApp } from '../../../test/files-harness.ts';
import { sample } from '../../../test/media-samples.ts';
import { buildItem, buildQuestion } from '../../../test/sessions-harness.ts';

const FILES: Record<UploadPurpose, { filename: string; content: Buffer }> = {
  content: { filename: 'hazard.mp4', content: sample('mp4') },
  brand: { filename: 'logo.png', content: sample('png') },
  import: { filename: 'people.csv', content: Buffer.from('Email,First name,Last name\nann@example.test,Ann,Lee\n') },
};

const REFUSALS: Record<UploadPurpose, string> = {
  content: 'Only Roadmark staff who author content may upload pictures and videos for it.',
  brand: 'Only administrators may upload a brand image.',
  import: 'Only people who manage drivers may upload a spreadsheet to import.',
};

/** Who may upload for each purpose: content authors content, administrators brand images, managers imports. */
const ALLOWED: Record<RoleGroupName, UploadPurpose[]> = {
  [RoleGroupName.Driver]: [],
  [RoleGroupName.DriverManager]: ['import'],
  [RoleGroupName.OverviewManager]: ['brand', 'import'],
  [RoleGroupName.DistributorAdministrator]: ['brand', 'import'],
  [RoleGroupName.Staff]: ['content', 'brand', 'import'],
};

const CASES = Object.entries(ALLOWED).flatMap(([roleGroup, allowed]) =>
  UPLOAD_PURPOSES.map((purpose) => [roleGroup as RoleGroupName, purpose, allowed.includes(purpose)] as const),
);

describe('POST /api/files/upload?purpose=', () => {
  const { ctx, upload, snapshot } = useFilesApp();
  const people = {} as Record<RoleGroupName, BuiltUser>;
  let participantCookie: string;

  beforeAll(async () => {
    const company = await buildSubscription(ctx.db);
    for (const roleGroup of Object.values(RoleGroupName)) {
      people[roleGroup] = await buildUser(ctx.db, { subscriptionId: company.id, roleGroup });
    }
    const study = await buildSubscription(ctx.db, { subscriptionType: 'Study', studyUniqueCode: 'UPLD2345' });
    const assessmentId = await buildAssessment(ctx.db, 'Study of hazards');
    await buildItem(ctx.db, assessmentId, 1, [(await buildQuestion(ctx.db, { questionType: 'LearningText' })).id]);
    await license(ctx.db, study.id, assessmentId);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/studyLogin',
      headers: { 'x-roadmark-csrf': '1' },
      payload: { studyUniqueCode: 'UPLD2345', userIdentifier: 'participant-1' },
    });
    participantCookie = sessionCookieFrom(login);
  });

  it.each(CASES)('answers a %s uploading for %s (allowed: %s)', async (roleGroup, purpose, allowed) => {
    const before = await snapshot();
    const response = await upload([FILES[purpose]], { cookie: people[roleGroup].cookie, query: `?purpose=${purpose}` });
    if (allowed) {
      expect(response.statusCode, response.body).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', detail: REFUSALS[purpose] });
    expect(await snapshot()).toEqual(before);
  });

  it.each(UPLOAD_PURPOSES)('refuses a study participant uploading for %s, storing nothing', async (purpose) => {
    expect(participantCookie).toMatch(/^roadmark_session=/);
    const before = await snapshot();
    const response = await upload([FILES[purpose]], { cookie: participantCookie, query: `?purpose=${purpose}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(REFUSALS[purpose]);
    expect(await snapshot()).toEqual(before);
  });

  it.each(['', '?purpose=', '?purpose=avatar', '?purpose=Content'])(
    'refuses an upload whose purpose is not one of content, brand or import (%s)',
    async (query) => {
      const before = await snapshot();
      const response = await upload([FILES.content], { cookie: people[RoleGroupName.Staff].cookie, query });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(
        'Say what the file is for: add ?purpose=content, brand or import to the upload address.',
      );
      expect(await snapshot()).toEqual(before);
    },
  );
});
