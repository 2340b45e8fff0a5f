/**
 * The 12 product events a webhook can subscribe to, with the data fields each carries
 * (docs/product/integrations.md#webhooks). Ids sort alphabetically, which is how a webhook keeps its selected events.
 */
export const WEBHOOK_EVENT_FIELDS = {
  'assessments.assigned': ['assessmentId', 'userId', 'subscriptionTeamId', 'subscriptionId'],
  'assessments.complete': ['assessmentId', 'userId', 'subscriptionId'],
  'assessments.started': ['assessmentId', 'userId', 'subscriptionId'],
  'subscriptionTeams.created': ['subscriptionTeamId', 'subscriptionId'],
  'subscriptionTeams.deleted': ['subscriptionTeamId', 'subscriptionId'],
  'subscriptionTeams.updated': ['subscriptionTeamId', 'subscriptionId'],
  'training.assigned': ['assessmentId', 'userId', 'subscriptionTeamId', 'subscriptionId'],
  'training.complete': ['assessmentId', 'userId', 'subscriptionId'],
  'training.started': ['assessmentId', 'userId', 'subscriptionId'],
  'users.created': ['userId', 'profileId', 'subscriptionId'],
  'users.deleted': ['userId', 'profileId', 'subscriptionId'],
  'users.updated': ['userId', 'profileId', 'subscriptionId'],
} as const satisfies Record<string, readonly string[]>;

export type WebhookEvent = keyof typeof WEBHOOK_EVENT_FIELDS;
export type WebhookDataField = (typeof WEBHOOK_EVENT_FIELDS)[WebhookEvent][number];

export const WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_FIELDS).sort() as WebhookEvent[];

export function isWebhookEvent(value: string): value is WebhookEvent {
  return Object.hasOwn(WEBHOOK_EVENT_FIELDS, value);
}

/** Selected events kept sorted and without repeats. */
export function sortWebhookEvents(events: readonly string[]): WebhookEvent[] {
  return [...new Set(events)].filter(isWebhookEvent).sort();
}

/** The data fields every one of the events carries; with no event chosen, those common to all 12. */
export function commonDataFields(events: readonly WebhookEvent[]): WebhookDataField[] {
  const chosen = events.length > 0 ? events : WEBHOOK_EVENTS;
  const [first, ...rest] = chosen.map((event) => WEBHOOK_EVENT_FIELDS[event] as readonly WebhookDataField[]);
  return (first ?? []).filter((field) => rest.every((fields) => fields.includes(field)));
}
