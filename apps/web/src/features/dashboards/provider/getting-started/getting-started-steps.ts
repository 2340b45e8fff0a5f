import type { GettingStartedStep } from '@roadmark/domain/dashboards/getting-started';

export interface StepTarget {
  /** Where the step's link goes. */
  path: string;
  /** Whether the page is the customer's own (under /manage), so the link first starts managing that subscription. */
  inCustomer: boolean;
}

/**
 * Where each step is done: the first two in the provider's administration, the rest in the newest customer
 * subscription, managed (null there until a subscription exists).
 */
export function stepTarget(step: GettingStartedStep, subscriptionId: string | null): StepTarget | null {
  switch (step) {
    case 'addSubscription':
      return { path: '/administration/subscriptions/add', inCustomer: false };
    case 'licenseContent':
      return subscriptionId
        ? { path: `/administration/subscriptions/details/${subscriptionId}/assessments`, inCustomer: false }
        : null;
    case 'addTeam':
      return subscriptionId ? { path: '/manage/teams/add', inCustomer: true } : null;
    case 'addPeople':
      return subscriptionId ? { path: '/manage/drivers/add', inCustomer: true } : null;
    case 'assign':
      return subscriptionId ? { path: '/manage/teams', inCustomer: true } : null;
  }
}
