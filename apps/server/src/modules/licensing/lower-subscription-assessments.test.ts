import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildSubscription, buildUser } from '../../../test/factories.ts';
import { errorCode, gql } from '../../../test/graphql-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { assessments } from '../assessments/assessment.table.ts';
import { subscriptionAssessments } from './subscription-assessment.table.ts';

const LIST = `query ($subscriptionId: ID!, $lowerSubscriptionId: ID, $types: [AssessmentType!]) {
  subscriptionAssessments(subscriptionId: $subscriptionId, lowerSubscriptionId: $lowerSubscriptionId,
    assessmentTypes: $types) { subscriptionId assessment { name } }
}`;

describe('subscriptionAssessments(subscriptionId, lowerSubscriptionId): a distributor looking at a customer', () => {
  const ctx = useTestApp();
  let staff: BuiltUser;
  let distributorAdmin: BuiltUser;
  let customerManager: BuiltUser;
  let distributorId: string;
  let customerId: string;
  let rivalDistributorId: string;
  let rivalCustomerId: string;

  const list = (user: BuiltUser, variables: Record<string, unknown>) =>
    gql<{ subscriptionAssessments: { subscriptionId: string; assessment: { name: string } }[] }>(ctx.app, LIST, {
      cookie: user.cookie,
      variables,
    });
  const license = async (subscriptionId: string, name: string, assessmentType: 'Assessment' | 'TrainingModule') => {
    const assessmentId = crypto.randomUUID();
    await ctx.db.insert(assessments).values({ id: assessmentId, name, assessmentType, tileText: name });
    await ctx.db.insert(subscriptionAssessments).values({ id: crypto.randomUUID(), subscriptionId, assessmentId });
  };

  beforeAll(async () => {
    staff = await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff });
    distributorId = (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id;
    customerId = (await buildSubscription(ctx.db, { distributorSubscriptionId: distributorId })).id;
    rivalDistributorId = (await buildSubscription(ctx.db, { subscriptionType: 'Distributor' })).id;
    rivalCustomerId = (await buildSubscription(ctx.db, { distributorSubscriptionId: rivalDistributorId })).id;
    distributorAdmin = await buildUser(ctx.db, {
      subscriptionId: distributorId,
      roleGroup: RoleGroupName.DistributorAdministrator,
    });
    customerManager = await buildUser(ctx.db, { subscriptionId: customerId, roleGroup: RoleGroupName.OverviewManager });
    await license(distributorId, 'Distributor hazards', 'Assessment');
    await license(customerId, 'Customer braking', 'Assessment');
    await license(customerId, 'Customer training', 'TrainingModule');
    await license(rivalCustomerId, 'Rival hazards', 'Assessment');
  });

  it("lists the customer's licences, not the distributor's, for its distributor administrator and staff", async () => {
    for (const caller of [distributorAdmin, staff]) {
      const response = await list(caller, {
        subscriptionId: distributorId,
        lowerSubscriptionId: customerId,
        types: ['Assessment'],
      });
      expect(response.errors).toBeUndefined();
      expect(response.data!.subscriptionAssessments).toEqual([
        { subscriptionId: customerId, assessment: { name: 'Customer braking' } },
      ]);
    }
  });

  it('lists the subscription itself without lowerSubscriptionId, as before', async () => {
    const response = await list(distributorAdmin, { subscriptionId: distributorId });
    expect(response.data!.subscriptionAssessments.map((row) => row.assessment.name)).toEqual(['Distributor hazards']);
  });

  it('answers NOT_FOUND when the lower subscription is not beneath the upper one', async () => {
    const pairs = [
      { subscriptionId: rivalDistributorId, lowerSubscriptionId: customerId },
      { subscriptionId: customerId, lowerSubscriptionId: distributorId },
      { subscriptionId: distributorId, lowerSubscriptionId: distributorId },
      { subscriptionId: distributorId, lowerSubscriptionId: crypto.randomUUID() },
    ];
    for (const variables of pairs) expect(errorCode(await list(staff, variables))).toBe('NOT_FOUND');
  });

  it('answers NOT_FOUND when the caller cannot see one of the two', async () => {
    const rival = { subscriptionId: rivalDistributorId, lowerSubscriptionId: rivalCustomerId };
    expect(errorCode(await list(distributorAdmin, rival))).toBe('NOT_FOUND');
    const own = { subscriptionId: distributorId, lowerSubscriptionId: customerId };
    expect(errorCode(await list(customerManager, own))).toBe('NOT_FOUND');
  });

  it('refuses a malformed lower subscription id as BAD_USER_INPUT', async () => {
    const response = await list(staff, { subscriptionId: distributorId, lowerSubscriptionId: 'not-a-uuid' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});
