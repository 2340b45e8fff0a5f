import { RoleGroupName } from '@roadmark/domain/roles';
import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { beforeAll } from 'vitest';
import { type BuiltUser, buildUser } from './factories.ts';
import { gql } from './graphql-client.ts';
import { useTestApp } from './test-app.ts';

export const SUBSCRIPTION_FIELDS = `id companyName subscriptionType distributorSubscriptionId maxUsers currentUsers
  restrictMaxUsers allowBranding allowExport brandColor highRiskBelow mediumRiskBelow automaticReminders
  reminderDaysBeforeDue studyUniqueCode studyReturnUrl
  studyResultsPagePostUrl archived viewerCanUpdate viewerCanDelete`;
export const CREATE_SUBSCRIPTION = `mutation ($model: SubscriptionInput!) {
  createSubscription(model: $model) { ${SUBSCRIPTION_FIELDS} }
}`;
export const UPDATE_SUBSCRIPTION = `mutation ($model: SubscriptionInput!) {
  updateSubscription(model: $model) { ${SUBSCRIPTION_FIELDS} }
}`;
export const DELETE_SUBSCRIPTION = 'mutation ($id: ID!) { deleteSubscription(id: $id) { id archived } }';
export const GET_SUBSCRIPTION = `query ($id: ID!) { subscription(id: $id) { ${SUBSCRIPTION_FIELDS} } }`;
export const LIST_SUBSCRIPTIONS = `query ($types: [String!], $search: String, $distributor: ID) {
  subscriptions(subscriptionTypes: $types, search: $search, distributorSubscriptionId: $distributor) { id companyName }
}`;

export type SubscriptionResult = Record<string, unknown> & { id: string };

/** The message a field error of a GraphQL response carries for one field. */
export function fieldMessage(response: { errors?: { extensions: Record<string, unknown> }[] }, field: string) {
  return (response.errors?.[0]?.extensions.fields as { field: string; message: string }[] | undefined)?.find(
    (f) => f.field === field,
  )?.message;
}

/** The test app with a Roadmark staff member (filled in before the file's tests) and a createSubscription call. */
export function useSubscriptionsApp() {
  const ctx = useTestApp();
  const staff = {} as BuiltUser;
  beforeAll(async () => {
    Object.assign(
      staff,
      await buildUser(ctx.db, { subscriptionId: PROVIDER_SUBSCRIPTION_ID, roleGroup: RoleGroupName.Staff }),
    );
  });
  const create = (model: object, cookie = staff.cookie) =>
    gql<{ createSubscription: SubscriptionResult }>(ctx.app, CREATE_SUBSCRIPTION, { variables: { model }, cookie });
  return { ctx, staff, create };
}
