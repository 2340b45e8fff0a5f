import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import {
  CREATE_SUBSCRIPTION,
  DELETE_SUBSCRIPTION as DELETE,
  fieldMessage,
  GET_SUBSCRIPTION as GET,
  LIST_SUBSCRIPTIONS as LIST,
  type SubscriptionResult as Subscription,
  UPDATE_SUBSCRIPTION as UPDATE,
  useSubscriptionsApp,
} from '../../../test/subscriptions-harness.ts';
import { sessions } from '../accounts/session.table.ts';
import { users } from '../accounts/user.table.ts';
import { blobReferences } from '../files/blob-reference.table.ts';
import { profiles } from '../people/profile.table.ts';
import { subscriptionTeams } from '../teams/subscription-team.table.ts';
import { subscriptions } from './subscription.table.ts';

const GENERATE = 'mutation { generateUniqueStudyPin }';

describe('subscriptions and studies', () => {
  const { ctx, staff, create } = useSubscriptionsApp();

  it('creates a subscription with the documented defaults', async () => {
    const response = await create({ companyName: 'Acme Haulage', subscriptionType: 'Subscription' });
    expect(response.errors).toBeUndefined();
    expect(response.data!.createSubscription).toMatchObject({
      companyName: 'Acme Haulage',
      maxUsers: 1,
      currentUsers: 0,
      restrictMaxUsers: false,
      allowBranding: false,
      allowExport: false,
      brandColor: '',
      highRiskBelow: 30,
      mediumRiskBelow: 70,
      distributorSubscriptionId: null,
      studyUniqueCode: null,
      viewerCanUpdate: true,
      viewerCanDelete: true,
    });
  });

  it.each([
    [{ companyName: '   ' }, 'companyName', 'Subscription name is required'],
    [{ highRiskBelow: 101 }, 'highRiskBelow', 'Enter a whole number from 0 to 100'],
    [
      { highRiskBelow: 80, mediumRiskBelow: 60 },
      'highRiskBelow',
      'High risk must start at or below where medium risk starts',
    ],
    [{ maxUsers: -1 }, 'maxUsers', 'The user limit must be a whole number, 0 or more (0 means no limit)'],
    [
      { subscriptionType: 'Study', studyReturnUrl: 'not a url' },
      'studyReturnUrl',
      'Enter a full web address starting with https:// or http://',
    ],
    [
      { subscriptionType: 'Study', studyUniqueCode: 'HANDMADE' },
      'studyUniqueCode',
      'A study code can only be set with Generate code.',
    ],
  ])('refuses %o with a clear message and creates nothing', async (change, field, message) => {
    const before = await ctx.db.select().from(subscriptions);
    const response = await create({ companyName: 'Bad Input Ltd', subscriptionType: 'Subscription', ...change });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldMessage(response, field)).toBe(message);
    expect(await ctx.db.select().from(subscriptions)).toHaveLength(before.length);
  });

  it('creates a study with a generated code, which only its generator can use once', async () => {
    const code = (await gql<{ generateUniqueStudyPin: string }>(ctx.app, GENERATE, { cookie: staff.cookie })).data!
      .generateUniqueStudyPin;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const otherStaff = await buildUser(ctx.db, {
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      roleGroup: RoleGroupName.Staff,
    });
    const stolen = await create(
      { companyName: 'Thief study', subscriptionType: 'Study', studyUniqueCode: code },
      otherStaff.cookie,
    );
    expect(fieldMessage(stolen, 'studyUniqueCode')).toBe('A study code can only be set with Generate code.');

    const study = await create({
      companyName: 'Sleep study',
      subscriptionType: 'Study',
      studyUniqueCode: code,
      studyReturnUrl: 'https://uni.example/return',
      studyResultsPagePostUrl: 'https://uni.example/results',
    });
    expect(study.data!.createSubscription).toMatchObject({ studyUniqueCode: code, subscriptionType: 'Study' });
    const reused = await create({ companyName: 'Second study', subscriptionType: 'Study', studyUniqueCode: code });
    expect(errorCode(reused)).toBe('BAD_USER_INPUT');

    // Resetting the code: a new generated code replaces the old one.
    const next = (await gql<{ generateUniqueStudyPin: string }>(ctx.app, GENERATE, { cookie: staff.cookie })).data!
      .generateUniqueStudyPin;
    const updated = await gql<{ updateSubscription: Subscription }>(ctx.app, UPDATE, {
      variables: { model: { id: study.data!.createSubscription.id, subscriptionType: 'Study', studyUniqueCode: next } },
      cookie: staff.cookie,
    });
    expect(updated.data!.updateSubscription).toMatchObject({
      studyUniqueCode: next,
      studyReturnUrl: 'https://uni.example/return',
    });
  });

  it('keeps the automatic reminder settings: on, 7 days ahead by default; the lead time is 1 to 60 days', async () => {
    const created = (await create({ companyName: 'Remind Co', subscriptionType: 'Subscription' })).data!
      .createSubscription;
    expect(created).toMatchObject({ automaticReminders: true, reminderDaysBeforeDue: 7 });
    const update = (model: object) =>
      gql<{ updateSubscription: Subscription }>(ctx.app, UPDATE, {
        variables: { model: { id: created.id, subscriptionType: 'Subscription', ...model } },
        cookie: staff.cookie,
      });
    for (const days of [0, 61]) {
      const refused = await update({ reminderDaysBeforeDue: days });
      expect(fieldMessage(refused, 'reminderDaysBeforeDue')).toBe(
        'Days before the due date must be a whole number from 1 to 60',
      );
    }
    const changed = await update({ automaticReminders: false, reminderDaysBeforeDue: 14 });
    expect(changed.data!.updateSubscription).toMatchObject({ automaticReminders: false, reminderDaysBeforeDue: 14 });
  });

  it('clears study settings when a study becomes a subscription', async () => {
    const code = (await gql<{ generateUniqueStudyPin: string }>(ctx.app, GENERATE, { cookie: staff.cookie })).data!
      .generateUniqueStudyPin;
    const study = (await create({ companyName: 'Pilot', subscriptionType: 'Study', studyUniqueCode: code })).data!
      .createSubscription;
    const changed = await gql<{ updateSubscription: Subscription }>(ctx.app, UPDATE, {
      variables: { model: { id: study.id, subscriptionType: 'Subscription' } },
      cookie: staff.cookie,
    });
    expect(changed.data!.updateSubscription).toMatchObject({ subscriptionType: 'Subscription', studyUniqueCode: null });
  });

  it('lists by type and company name search, and hides subscriptions from drivers', async () => {
    await create({ companyName: 'Zebra Logistics', subscriptionType: 'Subscription' });
    const listed = await gql<{ subscriptions: { companyName: string }[] }>(ctx.app, LIST, {
      variables: { types: ['Subscription'], search: 'zebra' },
      cookie: staff.cookie,
    });
    expect(listed.data!.subscriptions.map((s) => s.companyName)).toEqual(['Zebra Logistics']);
    const driver = await buildUser(ctx.db, { subscriptionId: (await buildSubscription(ctx.db)).id });
    expect(errorCode(await gql(ctx.app, LIST, { cookie: driver.cookie }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(ctx.app, LIST))).toBe('UNAUTHENTICATED');
  });

  it('deletes a subscription in one transaction: accounts signed out and archived, people and teams archived', async () => {
    const doomed = (await create({ companyName: 'Closing Down Ltd', subscriptionType: 'Subscription', maxUsers: 0 }))
      .data!.createSubscription;
    const member = await buildUser(ctx.db, { subscriptionId: doomed.id });
    await ctx.db
      .insert(subscriptionTeams)
      .values({ id: crypto.randomUUID(), subscriptionId: doomed.id, name: 'Night shift' });

    // What the delete page shows first: the people and teams that go with it.
    const PAGE = `query ($id: ID!) {
      profiles(subscriptionId: $id) { id firstName lastName }
      subscriptionTeams(subscriptionId: $id) { id name }
    }`;
    const page = await gql<{ profiles: unknown[]; subscriptionTeams: { id: string; name: string }[] }>(ctx.app, PAGE, {
      variables: { id: doomed.id },
      cookie: staff.cookie,
    });
    expect(page.data!.profiles).toHaveLength(1);
    expect(page.data!.subscriptionTeams.map((t) => t.name)).toEqual(['Night shift']);
    const team = await gql<{ subscriptionTeam: { name: string } }>(
      ctx.app,
      'query ($id: ID!) { subscriptionTeam(id: $id) { name } }',
      {
        variables: { id: page.data!.subscriptionTeams[0]!.id },
        cookie: staff.cookie,
      },
    );
    expect(team.data!.subscriptionTeam.name).toBe('Night shift');
    const outsider = await buildUser(ctx.db, {
      subscriptionId: (await buildSubscription(ctx.db)).id,
      roleGroup: RoleGroupName.OverviewManager,
    });
    expect(errorCode(await gql(ctx.app, PAGE, { variables: { id: doomed.id }, cookie: outsider.cookie }))).toBe(
      'NOT_FOUND',
    );

    const response = await gql(ctx.app, DELETE, { variables: { id: doomed.id }, cookie: staff.cookie });
    expect(response.errors).toBeUndefined();
    const [user] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(user!.archived).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const people = await ctx.db.select().from(profiles).where(eq(profiles.subscriptionId, doomed.id));
    expect(people.every((p) => p.archived)).toBe(true);
    const teams = await ctx.db.select().from(subscriptionTeams).where(eq(subscriptionTeams.subscriptionId, doomed.id));
    expect(teams.every((t) => t.archived)).toBe(true);
    expect(errorCode(await gql(ctx.app, GET, { variables: { id: doomed.id }, cookie: staff.cookie }))).toBe(
      'NOT_FOUND',
    );
    const signedOut = await gql<{ viewer: unknown }>(ctx.app, 'query { viewer { id } }', { cookie: member.cookie });
    expect(signedOut.data?.viewer ?? null).toBeNull();
  });

  it('refuses every mutation without a session, and to a driver', async () => {
    const target = (await create({ companyName: 'Guarded Ltd', subscriptionType: 'Subscription' })).data!
      .createSubscription;
    const driver = await buildUser(ctx.db, { subscriptionId: target.id });
    const calls = [
      [CREATE_SUBSCRIPTION, { model: { companyName: 'X', subscriptionType: 'Subscription' } }, 'FORBIDDEN'],
      [UPDATE, { model: { id: target.id, subscriptionType: 'Subscription', companyName: 'Hacked' } }, 'NOT_FOUND'],
      [DELETE, { id: target.id }, 'NOT_FOUND'],
      [GENERATE, {}, 'FORBIDDEN'],
    ] as const;
    for (const [query, variables, driverCode] of calls) {
      expect(errorCode(await gql(ctx.app, query, { variables }))).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(ctx.app, query, { variables, cookie: driver.cookie }))).toBe(driverCode);
    }
    const [unchanged] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, target.id));
    expect(unchanged).toMatchObject({ companyName: 'Guarded Ltd', archived: false });
  });

  it("never deletes Roadmark's own subscription", async () => {
    const response = await gql(ctx.app, DELETE, { variables: { id: PROVIDER_SUBSCRIPTION_ID }, cookie: staff.cookie });
    expect(errorCode(response)).toBe('CONFLICT');
  });

  it('serves branding publicly, only when branding is allowed, with #000000 as no colour', async () => {
    const BRANDING =
      'query ($id: ID!) { branding(subscriptionId: $id) { companyName brandColor brandImageBlobReferenceId } }';
    const branded = (
      await create({
        companyName: 'Brand Co',
        subscriptionType: 'Subscription',
        allowBranding: true,
        brandColor: '#1A7F5A',
      })
    ).data!.createSubscription;
    const unbranded = (
      await create({
        companyName: 'Plain Co',
        subscriptionType: 'Subscription',
        allowBranding: false,
        brandColor: '#1A7F5A',
      })
    ).data!.createSubscription;
    const black = (
      await create({
        companyName: 'Black Co',
        subscriptionType: 'Subscription',
        allowBranding: true,
        brandColor: '#000000',
      })
    ).data!.createSubscription;
    const read = async (id: string) =>
      (await gql<{ branding: { brandColor: string } }>(ctx.app, BRANDING, { variables: { id } })).data!.branding
        .brandColor;
    expect(await read(branded.id)).toBe('#1a7f5a');
    expect(await read(unbranded.id)).toBe('');
    expect(await read(black.id)).toBe('');
  });

  it("brands the app of the subscription's people: colour and logo only while branding is allowed", async () => {
    const blobId = crypto.randomUUID();
    await ctx.db.insert(blobReferences).values({
      id: blobId,
      subscriptionId: PROVIDER_SUBSCRIPTION_ID,
      filename: 'logo.png',
      mimeType: 'image/png',
      storageReference: `test/${blobId}`,
      sizeBytes: 68,
      visibility: 'brand',
      uploadedByUserId: staff.id,
    });
    const notAnImage = await create({
      companyName: 'Odd Logo Co',
      subscriptionType: 'Subscription',
      allowBranding: true,
      brandImageBlobReferenceId: crypto.randomUUID(),
    });
    expect(fieldMessage(notAnImage, 'brandImageBlobReferenceId')).toBe(
      'Choose a logo that has been uploaded as an image.',
    );

    const branded = (
      await create({
        companyName: 'Logo Co',
        subscriptionType: 'Subscription',
        allowBranding: true,
        brandColor: '#6A1B9A',
        brandImageBlobReferenceId: blobId,
      })
    ).data!.createSubscription;
    const detail = await gql<{ subscription: { brandImageBlobReference: unknown } }>(
      ctx.app,
      'query ($id: ID!) { subscription(id: $id) { brandImageBlobReference { id filename mimeType url } } }',
      { variables: { id: branded.id }, cookie: staff.cookie },
    );
    expect(detail.data!.subscription.brandImageBlobReference).toEqual({
      id: blobId,
      filename: 'logo.png',
      mimeType: 'image/png',
      url: `/api/blobs/${blobId}`,
    });
    const member = await buildUser(ctx.db, { subscriptionId: branded.id });
    const VIEWER = 'query { viewer { subscription { brandColor brandImageUrl } } }';
    const seen = await gql<{ viewer: { subscription: unknown } }>(ctx.app, VIEWER, { cookie: member.cookie });
    expect(seen.data!.viewer.subscription).toEqual({ brandColor: '#6a1b9a', brandImageUrl: `/api/blobs/${blobId}` });

    await gql(ctx.app, UPDATE, {
      variables: { model: { id: branded.id, subscriptionType: 'Subscription', allowBranding: false } },
      cookie: staff.cookie,
    });
    const plain = await gql<{ viewer: { subscription: unknown } }>(ctx.app, VIEWER, { cookie: member.cookie });
    expect(plain.data!.viewer.subscription).toEqual({ brandColor: '', brandImageUrl: null });
  });
});
