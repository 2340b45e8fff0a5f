import { RoleGroupName, roleGroupByName } from '@roadmark/domain/roles';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, useAccountsApp } from '../../../test/accounts-harness.ts';
import { buildAssessment, license } from '../../../test/assignments-harness.ts';
import { buildSubscription } from '../../../test/factories.ts';
import { gql } from '../../../test/graphql-client.ts';
import { buildItem, buildQuestion, FINISH, LAUNCH_VIEW } from '../../../test/sessions-harness.ts';
import { userEventsOf } from '../../../test/user-events.ts';
import { users } from '../accounts/user.table.ts';
import { profiles } from '../people/profile.table.ts';
import { assessmentSessions } from '../sessions/assessment-session.table.ts';
import { subscriptions } from '../subscriptions/subscription.table.ts';
import { studyParticipants } from './study-participant.table.ts';

interface LaunchView {
  assessmentSessionLaunchView: { session: { id: string; userId: string; isFinished: boolean }; isStudy: boolean };
}

describe('study login and logout', () => {
  const { ctx, post } = useAccountsApp();
  let studyId: string;
  let assessmentId: string;
  const CODE = 'STDY2345';

  const studyLogin = (body: unknown, cookie?: string) =>
    post('/api/account/studyLogin', body, cookie ? { cookie } : {});
  const participantRows = (subscriptionId: string) =>
    ctx.db.select().from(studyParticipants).where(eq(studyParticipants.subscriptionId, subscriptionId));
  const userCount = async () => (await ctx.db.select({ value: count() }).from(users))[0]!.value;

  beforeAll(async () => {
    const study = await buildSubscription(ctx.db, {
      subscriptionType: 'Study',
      studyUniqueCode: CODE,
      studyReturnUrl: 'https://panel.example/complete?cc=ABC123',
    });
    studyId = study.id;
    assessmentId = await buildAssessment(ctx.db, 'Hazard study');
    const question = await buildQuestion(ctx.db, { questionType: 'LearningText' });
    await buildItem(ctx.db, assessmentId, 1, [question.id]);
    await license(ctx.db, studyId, assessmentId);
  });

  describe('studyLogin', () => {
    it('makes a participant, starts their session and signs them in when the identifier is new', async () => {
      const before = (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, studyId)))[0]!;
      const response = await studyLogin({ studyUniqueCode: CODE.toLowerCase(), userIdentifier: 'abc' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        succeeded: true,
        returnUrl: expect.stringMatching(/^\/assessment\/launch\/[0-9a-f-]{36}$/),
      });
      const sessionId = body.returnUrl.split('/').pop();

      const [participant] = await participantRows(studyId);
      expect(participant).toMatchObject({ userIdentifier: 'abc' });
      const [user] = await ctx.db.select().from(users).where(eq(users.id, participant!.userId));
      expect(user).toMatchObject({
        subscriptionId: studyId,
        roleGroupId: roleGroupByName(RoleGroupName.Driver).id,
        passwordHash: null,
        emailConfirmed: true,
      });
      expect(user!.email).toMatch(/^participant-[0-9a-f-]{36}@pins\.roadmark\.local$/);
      // The address is not a PIN: typed into the login form, it never signs in without a password.
      const typed = await post('/api/account/login', { email: user!.email, password: '' });
      expect(typed.statusCode).toBeGreaterThanOrEqual(400);
      expect(sessionCookieFrom(typed)).toBe('');
      const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, user!.id));
      expect(profile).toMatchObject({ firstName: 'Participant', lastName: 'abc', subscriptionId: studyId });
      const after = (await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, studyId)))[0]!;
      expect(after.currentUsers).toBe(before.currentUsers + 1);
      expect(await userEventsOf(ctx.db, user!.id)).toEqual(['users.created']);

      const cookie = sessionCookieFrom(response);
      expect(cookie).toMatch(/^roadmark_session=/);
      const view = await gql<LaunchView>(ctx.app, LAUNCH_VIEW, { variables: { id: sessionId }, cookie });
      expect(view.errors).toBeUndefined();
      expect(view.data!.assessmentSessionLaunchView).toMatchObject({
        session: { id: sessionId, userId: user!.id, isFinished: false },
        isStudy: true,
      });
    });

    it('resumes the same participant and session when the identifier comes back', async () => {
      const first = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'returning-1' });
      const again = await studyLogin({ studyUniqueCode: ` ${CODE} `, userIdentifier: ' returning-1 ' });
      expect(again.statusCode).toBe(200);
      expect(again.json().returnUrl).toBe(first.json().returnUrl);
      const rows = (await participantRows(studyId)).filter((row) => row.userIdentifier === 'returning-1');
      expect(rows).toHaveLength(1);
      const sessionsOfParticipant = await ctx.db
        .select()
        .from(assessmentSessions)
        .where(eq(assessmentSessions.userId, rows[0]!.userId));
      expect(sessionsOfParticipant).toHaveLength(1);
    });

    it('brings a participant who finished back to their finished session when no retake is allowed', async () => {
      const first = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'finisher' });
      const sessionId = first.json().returnUrl.split('/').pop();
      const finished = await gql(ctx.app, FINISH, {
        variables: { model: { assessmentSessionId: sessionId } },
        cookie: sessionCookieFrom(first),
      });
      expect(finished.errors).toBeUndefined();
      const again = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'finisher' });
      expect(again.statusCode).toBe(200);
      expect(again.json().returnUrl).toBe(`/assessment/launch/${sessionId}`);
    });

    it('keeps participants of the same identifier in different studies apart', async () => {
      const other = await buildSubscription(ctx.db, { subscriptionType: 'Study', studyUniqueCode: 'OTHR2345' });
      await license(ctx.db, other.id, assessmentId);
      const here = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'shared-id' });
      const there = await studyLogin({ studyUniqueCode: 'OTHR2345', userIdentifier: 'shared-id' });
      expect(there.statusCode).toBe(200);
      expect(there.json().returnUrl).not.toBe(here.json().returnUrl);
      const [row] = await participantRows(other.id);
      const [user] = await ctx.db.select().from(users).where(eq(users.id, row!.userId));
      expect(user!.subscriptionId).toBe(other.id);
    });

    it('starts a training module at its training launch page', async () => {
      const training = await buildAssessment(ctx.db, 'Training study', { assessmentType: 'TrainingModule' });
      const study = await buildSubscription(ctx.db, { subscriptionType: 'Study', studyUniqueCode: 'TRNG2345' });
      await license(ctx.db, study.id, training);
      const response = await studyLogin({ studyUniqueCode: 'TRNG2345', userIdentifier: 'p1' });
      expect(response.json().returnUrl).toMatch(/^\/training\/launch\/[0-9a-f-]{36}$/);
    });

    it.each([
      ['an unknown code', { studyUniqueCode: 'NOPE2345', userIdentifier: 'x' }, 404, 'errors.studyCodeNotFound'],
      ['a missing code', { userIdentifier: 'x' }, 400, 'validation.studyCodeRequired'],
      [
        'a blank identifier',
        { studyUniqueCode: CODE, userIdentifier: '   ' },
        400,
        'validation.studyIdentifierRequired',
      ],
      [
        'an identifier over 200 characters',
        { studyUniqueCode: CODE, userIdentifier: 'x'.repeat(201) },
        400,
        'validation.studyIdentifierTooLong',
      ],
    ])('refuses %s and creates nothing', async (_case, body, status, messageKey) => {
      const users = await userCount();
      const rows = (await ctx.db.select().from(studyParticipants)).length;
      const response = await studyLogin(body);
      expect(response.statusCode).toBe(status);
      expect(response.json().messageKey).toBe(messageKey);
      expect(sessionCookieFrom(response)).toBe('');
      expect(await userCount()).toBe(users);
      expect((await ctx.db.select().from(studyParticipants)).length).toBe(rows);
    });

    it('says the code was not found for an archived study or a subscription that is not a study', async () => {
      await buildSubscription(ctx.db, { subscriptionType: 'Study', studyUniqueCode: 'ARCH2345', archived: true });
      await buildSubscription(ctx.db, { studyUniqueCode: 'CUST2345' });
      for (const code of ['ARCH2345', 'CUST2345']) {
        const response = await studyLogin({ studyUniqueCode: code, userIdentifier: 'x' });
        expect(response.statusCode).toBe(404);
        expect(response.json().detail).toBe(
          'This study code was not found. Please check the link or the code you were given.',
        );
      }
    });

    it('refuses a study without a licensed assessment and creates nothing', async () => {
      const empty = await buildSubscription(ctx.db, { subscriptionType: 'Study', studyUniqueCode: 'EMPT2345' });
      const response = await studyLogin({ studyUniqueCode: 'EMPT2345', userIdentifier: 'x' });
      expect(response.statusCode).toBe(409);
      expect(response.json().messageKey).toBe('errors.studyHasNoAssessment');
      expect(await participantRows(empty.id)).toHaveLength(0);
      const [study] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, empty.id));
      expect(study!.currentUsers).toBe(0);
    });

    it('refuses a participant the study removed', async () => {
      const first = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'removed' });
      expect(first.statusCode).toBe(200);
      const [row] = (await participantRows(studyId)).filter((r) => r.userIdentifier === 'removed');
      await ctx.db.update(users).set({ archived: true }).where(eq(users.id, row!.userId));
      const again = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'removed' });
      expect(again.statusCode).toBe(403);
      expect(again.json().messageKey).toBe('errors.studyParticipantRemoved');
    });

    it('does not make the identifier a login of its own', async () => {
      const joined = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'no-password' });
      expect(joined.statusCode).toBe(200);
      const asPin = await post('/api/account/login', { email: 'no-password', password: '' });
      expect(asPin.statusCode).toBe(401);
      expect(sessionCookieFrom(asPin)).toBe('');
    });
  });

  describe('studyLogout', () => {
    const finishedSession = async (identifier: string) => {
      const joined = await studyLogin({ studyUniqueCode: CODE, userIdentifier: identifier });
      const cookie = sessionCookieFrom(joined);
      const sessionId = joined.json().returnUrl.split('/').pop() as string;
      await gql(ctx.app, FINISH, { variables: { model: { assessmentSessionId: sessionId } }, cookie });
      return { cookie, sessionId };
    };

    it("answers the study's return URL and ends the participant's sign-in, harmlessly twice", async () => {
      const { cookie, sessionId } = await finishedSession('leaving');
      const out = await post('/api/account/studyLogout', { assessmentSessionId: sessionId }, { cookie });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ returnUrl: 'https://panel.example/complete?cc=ABC123' });
      expect(String(out.headers['set-cookie'])).toMatch(/roadmark_session=;/);
      const view = await gql(ctx.app, LAUNCH_VIEW, { variables: { id: sessionId }, cookie });
      expect(view.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

      const twice = await post('/api/account/studyLogout', { assessmentSessionId: sessionId }, { cookie });
      expect(twice.statusCode).toBe(200);
      expect(twice.json()).toEqual({ returnUrl: 'https://panel.example/complete?cc=ABC123' });
    });

    it('answers null for an unfinished session, a study without a return URL or a session that is no study', async () => {
      const joined = await studyLogin({ studyUniqueCode: CODE, userIdentifier: 'unfinished' });
      const unfinished = joined.json().returnUrl.split('/').pop();
      const out = await post('/api/account/studyLogout', { assessmentSessionId: unfinished });
      expect(out.json()).toEqual({ returnUrl: null });

      await ctx.db.update(subscriptions).set({ studyReturnUrl: null }).where(eq(subscriptions.id, studyId));
      const { sessionId } = await finishedSession('no-return-url');
      const none = await post('/api/account/studyLogout', { assessmentSessionId: sessionId });
      expect(none.json()).toEqual({ returnUrl: null });
      await ctx.db
        .update(subscriptions)
        .set({ studyReturnUrl: 'https://panel.example/complete?cc=ABC123' })
        .where(eq(subscriptions.id, studyId));

      const unknown = await post('/api/account/studyLogout', { assessmentSessionId: crypto.randomUUID() });
      expect(unknown.json()).toEqual({ returnUrl: null });
    });

    it("leaves a sign-in that is not a participant's alone", async () => {
      const { sessionId } = await finishedSession('admin-present');
      const admin = await post('/api/account/login', { email: 'admin@roadmark.test', password: 'Admin-pass-1' });
      const cookie = sessionCookieFrom(admin);
      const out = await post('/api/account/studyLogout', { assessmentSessionId: sessionId }, { cookie });
      expect(out.json().returnUrl).toBe('https://panel.example/complete?cc=ABC123');
      expect(out.headers['set-cookie']).toBeUndefined();
      const roles = await ctx.app.inject({ method: 'GET', url: '/api/account/currentUserRoles', headers: { cookie } });
      expect(roles.statusCode).toBe(200);
    });

    it('refuses a session id that is not an id', async () => {
      const out = await post('/api/account/studyLogout', { assessmentSessionId: 'nope' });
      expect(out.statusCode).toBe(400);
      expect(out.json().messageKey).toBe('validation.idInvalid');
    });
  });
});

describe('study login rate limit', () => {
  const { post } = useAccountsApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });

  it('refuses more study logins a minute than the sign-in limit allows', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await post('/api/account/studyLogin', { studyUniqueCode: 'NONE2345', userIdentifier: 'x' })).statusCode,
      );
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});
