import { PROVIDER_SUBSCRIPTION_ID } from '@roadmark/domain/subscription-type';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor.ts';
import { forbidden } from '../../platform/errors.ts';
import type { FiguresScope } from '../dashboard-scope/dashboard-scope.ts';
import { isStaff } from '../subscriptions/subscription.policy.ts';

/** The provider dashboards look at the customers: every live subscription but the provider's own (its staff). */
export const CUSTOMERS: FiguresScope = {
  people: sql`p.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}
    and p.subscription_id in (select id from subscriptions where archived = false)`,
  sessions: sql`s.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}`,
  standings: sql`st.subscription_id <> ${PROVIDER_SUBSCRIPTION_ID}
    and st.subscription_id in (select id from subscriptions where archived = false) and st.person_live`,
};

/**
 * Provider dashboards are for provider staff (the Administration role) only
 * (docs/product/dashboards.md#provider-dashboards).
 */
export function assertStaff(actor: Actor): void {
  if (!isStaff(actor)) throw forbidden();
}

/** The live assessments a provider dashboard shows, as the select its figures are worked out over. */
export function liveAssessments(condition: ReturnType<typeof sql>) {
  return sql`
    select a.id, a.name, a.assessment_type, a.high_risk_below, a.medium_risk_below
    from assessments a where a.archived = false and ${condition}`;
}
