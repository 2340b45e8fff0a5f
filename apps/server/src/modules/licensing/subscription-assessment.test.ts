import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { fieldMessage } from '../../../test/subscriptions-harness.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

const LICENCE_FIELDS =
  'id subscriptionId assessmentId maxRestarts archived assessment { id name assessmentType tileText }';
const LIST = `query ($subscriptionId: ID!, $types: [AssessmentType!]) {
  subscriptionAssessments(subscriptionId: $subscriptionId, assessmentTypes: $types) { ${LICENCE_FIELDS} }
}`;
const LICENSABLE = `query ($subscriptionId: ID!, $types: [AssessmentType!], $search: String) {
  licensableAssessments(subscriptionId: $subscriptionId, assessmentTypes: $types, search: $search) {
    id name assessmentType tileText
  }
}`;
const CREATE = `mutation ($model: CreateSubscriptionAssessmentInput!) {
  createSubscriptionAssessment(model: $model) { ${LICENCE_FIELDS} }
}`;
const UPDATE = `mutation ($model: UpdateSubscriptionAssessmentInput!) {
  updateSubscriptionAssessment(model: $model) { ${LICENCE_FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteSubscriptionAssessment(id: $id) { ${LICENCE_FIELDS} } }`;

interface Licence {
  id: string;
  subscriptionId: string;
  assessmentId: string;
  maxRestarts: number;
  archived: boolean;
  assessment: { id: string; name: string; assessmentType: string; tileText: string };
}

describe('licensing assessments to subscriptions', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let distributorAdmin: BuiltUser;
  let overviewManager: BuiltUser;
  let distributorId: string;
  let customerId: string;
  let rivalCustomerId: string;
  let hazard: string;
  let braking: string;
  let training: string;
  let retired: string;

  async function buildAssessment(name: string, values: Partial<typeof assessments.$inferInsert> = {}) {
    const id = crypto.randomUUID();
    await ctx.db
      .insert(assessments)
      .values({ id, name, assessmentType: 'Assessment', tileText: `${name} tile`, ...values });
    return id;
  }
  const as = (user: BuiltUser | null) => (user ? { cookie: user.cookie } : {});
  const create = (model: object, user: BuiltUser | null = staff) =>
    gql<{ createSubscriptionAssessment: Licence }>(ctx.app, CREATE, { variables: { model }, ...as(user) });
  const list = (subscriptionId: string, user: BuiltUser | null = staff, types?: string[]) =>
    gql<{ subscriptionAssessments: Licence[] }>(ctx.app, LIST, { variables: { subscriptionId, types }, ...as(user) });
  const licensable = (subscriptionId: string, user: BuiltUser | null = staff, extra: object = {}) =>
    gql<{ licensableAssessments: { name: string }[] }>(ctx.app, LICENSABLE, {
      variables: { subscriptionId, ...extra },
      ...as(user),
    });
  const storedLicences = (subscriptionId: string) =>
    ctx.db.select().from(subscriptionAssessments).where(eq(subscriptionAssessments.subscriptionId, subscriptionId));

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    distributorId = (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id;
    customerId = (await buildSubscription(ctx.db, { distributorSubscriptionId: distributorId })).id;
    const rivalId = (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id;
    rivalCustomerId = (await buildSubscription(ctx.db, { distributorSubscriptionId: rivalId })).id;
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributorId,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    overviewManager = await buildUser(ctx.db, { subscriptionId: customerId, roleGroup: RoleGroupName.OverviewManager });
    hazard = await buildAssessment('Licensing hazard perception');
    braking = await buildAssessment('Licensing braking distances');
    training = await buildAssessment('Licensing night driving', { assessmentType: 'TrainingModule' });
    retired = await buildAssessment('Licensing retired', { archived: true });
  });

  it('lets staff license, list, change and remove a licence', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const id = crypto.randomUUID();
    const created = await create({ id, subscriptionId, assessmentId: hazard });
    expect(created.data!.createSubscriptionAssessment).toEqual({
      id,
      subscriptionId,
      assessmentId: hazard,
      maxRestarts: 0,
      archived: false,
      assessment: {
        id: hazard,
        name: 'Licensing hazard perception',
        assessmentType: 'Assessment',
        tileText: 'Licensing hazard perception tile',
      },
    });
    await create({ subscriptionId, assessmentId: training, maxRestarts: 2 });

    const all = await list(subscriptionId);
    expect(all.data!.subscriptionAssessments.map((l) => l.assessment.name)).toEqual([
      'Licensing hazard perception',
      'Licensing night driving',
    ]);
    const onlyTraining = await list(subscriptionId, staff, ['TrainingModule']);
    expect(onlyTraining.data!.subscriptionAssessments.map((l) => [l.assessment.name, l.maxRestarts])).toEqual([
      ['Licensing night driving', 2],
    ]);

    const updated = await gql<{ updateSubscriptionAssessment: Licence }>(ctx.app, UPDATE, {
      variables: { model: { id, maxRestarts: 3 } },
      cookie: staff.cookie,
    });
    expect(updated.data!.updateSubscriptionAssessment.maxRestarts).toBe(3);

    const deleted = await gql<{ deleteSubscriptionAssessment: Licence }>(ctx.app, DELETE, {
      variables: { id },
      cookie: staff.cookie,
    });
    expect(deleted.data!.deleteSubscriptionAssessment.archived).toBe(true);
    expect((await list(subscriptionId)).data!.subscriptionAssessments.map((l) => l.assessment.name)).toEqual([
      'Licensing night driving',
    ]);
    // Archived, not deleted; licensing it again makes a new live licence.
    expect((await storedLicences(subscriptionId)).find((l) => l.id === id)?.archived).toBe(true);
    const again = await create({ subscriptionId, assessmentId: hazard });
    expect(again.data!.createSubscriptionAssessment.id).not.toBe(id);
  });

  it('returns the existing licence when the same assessment is licensed twice, even at the same moment', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const first = await create({ subscriptionId, assessmentId: hazard, maxRestarts: 4 });
    const second = await create({ subscriptionId, assessmentId: hazard, maxRestarts: 9 });
    expect(second.data!.createSubscriptionAssessment).toEqual(first.data!.createSubscriptionAssessment);
    const [a, b] = await Promise.all([
      create({ subscriptionId, assessmentId: braking }),
      create({ subscriptionId, assessmentId: braking }),
    ]);
    expect(a.data!.createSubscriptionAssessment.id).toBe(b.data!.createSubscriptionAssessment.id);
    expect(await storedLicences(subscriptionId)).toHaveLength(2);
  });

  it('limits a study to one assessment, also when several licences arrive at once', async () => {
    const studyId = (await buildSubscription(ctx.db, { subscriptionType: 'Study' })).id;
    await create({ subscriptionId: studyId, assessmentId: hazard });
    const refused = await create({ subscriptionId: studyId, assessmentId: braking });
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('A study is limited to 1 assessment');
    // The same assessment again is still the existing licence, not a second one.
    expect(errorCode(await create({ subscriptionId: studyId, assessmentId: hazard }))).toBeUndefined();

    const racingStudyId = (await buildSubscription(ctx.db, { subscriptionType: 'Study' })).id;
    const racers = [
      hazard,
      braking,
      training,
      ...(await Promise.all([1, 2, 3, 4, 5].map((n) => buildAssessment(`Racer ${n}`)))),
    ];
    const results = await Promise.all(
      racers.map((assessmentId) => create({ subscriptionId: racingStudyId, assessmentId })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => errorCode(r) === 'CONFLICT')).toHaveLength(racers.length - 1);
    expect(await storedLicences(racingStudyId)).toHaveLength(1);

    // Once the licence is removed, the study may license another.
    const [held] = await storedLicences(studyId);
    await gql(ctx.app, DELETE, { variables: { id: held!.id }, cookie: staff.cookie });
    expect(errorCode(await create({ subscriptionId: studyId, assessmentId: braking }))).toBeUndefined();
  });

  it('refuses bad restart limits, archived or unknown assessments and unknown subscriptions, changing nothing', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    for (const maxRestarts of [-1, 1001]) {
      const bad = await create({ subscriptionId, assessmentId: hazard, maxRestarts });
      expect(errorCode(bad)).toBe('BAD_USER_INPUT');
      expect(fieldMessage(bad, 'maxRestarts')).toBe('Max restarts must be a whole number from 0 to 1000');
    }
    for (const assessmentId of [retired, crypto.randomUUID()]) {
      const refused = await create({ subscriptionId, assessmentId });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(fieldMessage(refused, 'assessmentId')).toMatch(/cannot be licensed/);
    }
    expect(errorCode(await create({ subscriptionId: crypto.randomUUID(), assessmentId: hazard }))).toBe('NOT_FOUND');
    expect(await storedLicences(subscriptionId)).toHaveLength(0);

    const licence = (await create({ subscriptionId, assessmentId: hazard })).data!.createSubscriptionAssessment;
    const badUpdate = await gql(ctx.app, UPDATE, {
      variables: { model: { id: licence.id, maxRestarts: -2 } },
      cookie: staff.cookie,
    });
    expect(fieldMessage(badUpdate, 'maxRestarts')).toBe('Max restarts must be a whole number from 0 to 1000');
    const [stored] = await storedLicences(subscriptionId);
    expect(stored!.maxRestarts).toBe(0);
    // A client id already used by another licence is refused.
    const taken = await create({ id: licence.id, subscriptionId, assessmentId: braking });
    expect(errorCode(taken)).toBe('CONFLICT');
    expect(await storedLicences(subscriptionId)).toHaveLength(1);
  });

  it("lets a distributor administrator license only what the distributor holds, for the distributor's subscriptions", async () => {
    await create({ subscriptionId: distributorId, assessmentId: hazard });
    await create({ subscriptionId: distributorId, assessmentId: training });

    const offered = await licensable(customerId, distributorAdmin);
    expect(offered.data!.licensableAssessments.map((a) => a.name)).toEqual([
      'Licensing hazard perception',
      'Licensing night driving',
    ]);
    const offeredTraining = await licensable(customerId, distributorAdmin, { types: ['TrainingModule'] });
    expect(offeredTraining.data!.licensableAssessments.map((a) => a.name)).toEqual(['Licensing night driving']);

    const created = await create({ subscriptionId: customerId, assessmentId: hazard }, distributorAdmin);
    expect(created.data!.createSubscriptionAssessment.assessmentId).toBe(hazard);
    const notHeld = await create({ subscriptionId: customerId, assessmentId: braking }, distributorAdmin);
    expect(errorCode(notHeld)).toBe('BAD_USER_INPUT');
    const licenceId = created.data!.createSubscriptionAssessment.id;
    const updated = await gql<{ updateSubscriptionAssessment: Licence }>(ctx.app, UPDATE, {
      variables: { model: { id: licenceId, maxRestarts: 1 } },
      cookie: distributorAdmin.cookie,
    });
    expect(updated.data!.updateSubscriptionAssessment.maxRestarts).toBe(1);

    // The distributor reads its own licences but may not change them.
    expect((await list(distributorId, distributorAdmin)).data!.subscriptionAssessments).toHaveLength(2);
    expect(errorCode(await create({ subscriptionId: distributorId, assessmentId: braking }, distributorAdmin))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await licensable(distributorId, distributorAdmin))).toBe('FORBIDDEN');
    expect((await list(customerId, distributorAdmin)).data!.subscriptionAssessments).toHaveLength(1);
  });

  it("treats another distributor's subscription and its licences as not found for a distributor administrator", async () => {
    const rivalLicence = (await create({ subscriptionId: rivalCustomerId, assessmentId: braking })).data!
      .createSubscriptionAssessment;
    for (const response of [
      await create({ subscriptionId: rivalCustomerId, assessmentId: hazard }, distributorAdmin),
      await list(rivalCustomerId, distributorAdmin),
      await licensable(rivalCustomerId, distributorAdmin),
      await gql(ctx.app, UPDATE, {
        variables: { model: { id: rivalLicence.id, maxRestarts: 5 } },
        cookie: distributorAdmin.cookie,
      }),
      await gql(ctx.app, DELETE, { variables: { id: rivalLicence.id }, cookie: distributorAdmin.cookie }),
    ]) {
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    expect(await storedLicences(rivalCustomerId)).toEqual([
      expect.objectContaining({ maxRestarts: 0, archived: false }),
    ]);
  });

  it('lets an overview manager read their own licences but change none; anonymous callers get nothing', async () => {
    const licence = (await create({ subscriptionId: customerId, assessmentId: training })).data!
      .createSubscriptionAssessment;
    expect((await list(customerId, overviewManager)).data!.subscriptionAssessments.length).toBeGreaterThan(0);
    for (const response of [
      await create({ subscriptionId: customerId, assessmentId: braking }, overviewManager),
      await licensable(customerId, overviewManager),
      await gql(ctx.app, UPDATE, {
        variables: { model: { id: licence.id, maxRestarts: 5 } },
        cookie: overviewManager.cookie,
      }),
      await gql(ctx.app, DELETE, { variables: { id: licence.id }, cookie: overviewManager.cookie }),
    ]) {
      expect(errorCode(response)).toBe('FORBIDDEN');
    }
    expect(errorCode(await list(rivalCustomerId, overviewManager))).toBe('NOT_FOUND');
    for (const response of [
      await list(customerId, null),
      await licensable(customerId, null),
      await create({ subscriptionId: customerId, assessmentId: braking }, null),
      await gql(ctx.app, DELETE, { variables: { id: licence.id } }),
    ]) {
      expect(errorCode(response)).toBe('UNAUTHENTICATED');
    }
    const stored = (await storedLicences(customerId)).find((l) => l.id === licence.id);
    expect(stored).toMatchObject({ archived: false, maxRestarts: 0 });
  });

  it("tells a driver their own subscription's licences are not found, and changes none", async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const driver = await buildUser(ctx.db, { subscriptionId });
    const licence = (await create({ subscriptionId, assessmentId: hazard })).data!.createSubscriptionAssessment;
    for (const response of [
      await create({ subscriptionId, assessmentId: braking }, driver),
      await gql(ctx.app, UPDATE, { variables: { model: { id: licence.id, maxRestarts: 5 } }, cookie: driver.cookie }),
      await gql(ctx.app, DELETE, { variables: { id: licence.id }, cookie: driver.cookie }),
    ]) {
      expect(errorCode(response)).toBe('NOT_FOUND');
    }
    expect(await storedLicences(subscriptionId)).toEqual([
      expect.objectContaining({ assessmentId: hazard, maxRestarts: 0, archived: false }),
    ]);
  });

  it('offers staff every live assessment of the asked types, searched by name', async () => {
    const subscriptionId = (await buildSubscription(ctx.db)).id;
    const offered = await licensable(subscriptionId, staff, { types: ['Assessment'], search: 'licensing' });
    expect(offered.data!.licensableAssessments.map((a) => a.name)).toEqual([
      'Licensing braking distances',
      'Licensing hazard perception',
    ]);
    const searched = await licensable(subscriptionId, staff, { search: 'night' });
    expect(searched.data!.licensableAssessments.map((a) => a.name)).toEqual(['Licensing night driving']);
  });
});
