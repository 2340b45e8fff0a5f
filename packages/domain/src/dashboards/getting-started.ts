/**
 * The provider dashboard's getting-started checklist for a new installation, in the order a new administrator
 * takes the steps: a customer subscription, content licensed to it, a team, people, and an assignment.
 */
export const GETTING_STARTED_STEPS = ['addSubscription', 'licenseContent', 'addTeam', 'addPeople', 'assign'] as const;

export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];
