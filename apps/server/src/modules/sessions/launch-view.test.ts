import { describe, expect, it } from 'vitest';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useSessionWorld } from '../../../test/sessions-harness.ts';

const ANSWER_KEY =
  'query ($id: ID!) { assessmentSessionLaunchView(id: $id) { presented { question { answers { score } } } } }';

describe('assessmentSessionLaunchView', () => {
  const { ctx, world, launchView, startedSession, managerStartedSession } = useSessionWorld();

  it('shows the driver the pages of their session and the assessment', async () => {
    const { driver, sessionId } = await startedSession();
    const view = await launchView(driver.cookie, sessionId);
    expect(view.errors).toBeUndefined();
    expect(view.data!.assessmentSessionLaunchView).toMatchObject({
      pageCount: 7,
      viewerCanAnswer: true,
      isStudy: false,
      assessment: { feedbackStyle: 'SummaryFeedback', text: '<p>Watch the road.</p>' },
    });
  });

  it('has no field for the answer key', async () => {
    const { driver, sessionId } = await startedSession();
    const keyed = await gql(ctx.app, ANSWER_KEY, { variables: { id: sessionId }, cookie: driver.cookie });
    expect(errorCode(keyed)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("shows another manager of the organisation a driver's session without letting them answer", async () => {
    const session = await managerStartedSession();
    const view = await launchView(world.overviewManager.cookie, session.id);
    expect(view.data!.assessmentSessionLaunchView.viewerCanAnswer).toBe(false);
  });

  it("hides a driver's session from another organisation's manager and from another driver", async () => {
    const session = await managerStartedSession();
    for (const outsider of [world.rivalManager, world.loneDriver]) {
      expect(errorCode(await launchView(outsider.cookie, session.id))).toBe('NOT_FOUND');
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    const session = await managerStartedSession();
    expect(errorCode(await launchView(undefined, session.id))).toBe('UNAUTHENTICATED');
  });
});
