import type { Executor } from '../db/database.ts';
import { enqueue, enqueueMany } from '../outbox/enqueue.ts';

/**
 * The data of each product event a webhook can subscribe to (docs/product/integrations.md#webhooks); every event also
 * carries its subscriptionId, which `recordEvent` adds.
 */
export interface ProductEventData {
  'assessments.assigned': { assessmentId: string; userId: string | null; subscriptionTeamId: string | null };
  'training.assigned': { assessmentId: string; userId: string | null; subscriptionTeamId: string | null };
  'assessments.started': { assessmentId: string; userId: string };
  'assessments.complete': { assessmentId: string; userId: string };
  'training.started': { assessmentId: string; userId: string };
  'training.complete': { assessmentId: string; userId: string };
  'users.created': { userId: string; profileId: string };
  'users.updated': { userId: string; profileId: string };
  'users.deleted': { userId: string; profileId: string };
  'subscriptionTeams.created': { subscriptionTeamId: string };
  'subscriptionTeams.updated': { subscriptionTeamId: string };
  'subscriptionTeams.deleted': { subscriptionTeamId: string };
}

export type ProductEvent = keyof ProductEventData;

/**
 * The outbox kind product events are recorded under. No handler is registered for it until the integrations deliver
 * events to webhooks, and the outbox worker leaves kinds without a handler pending, so recorded events wait there.
 */
export const PRODUCT_EVENT_KIND = 'product-event';

/** What a webhook receives: the event, its date, a unique id and its data. */
export interface ProductEventPayload<E extends ProductEvent = ProductEvent> {
  event: E;
  /** ISO timestamp of the change. */
  eventDate: string;
  /** The event's own id, so a receiver can ignore a repeated delivery. */
  uniqueId: string;
  data: ProductEventData[E] & { subscriptionId: string };
  [key: string]: unknown;
}

interface EventToRecord<E extends ProductEvent> {
  event: E;
  subscriptionId: string;
  data: ProductEventData[E];
}

function payloadOf<E extends ProductEvent>({ event, subscriptionId, data }: EventToRecord<E>): ProductEventPayload<E> {
  return {
    event,
    eventDate: new Date().toISOString(),
    uniqueId: crypto.randomUUID(),
    data: { ...data, subscriptionId },
  };
}

/**
 * Records a product event in the caller's transaction, so it exists if and only if the change it describes commits.
 * Returns the payload recorded.
 */
export async function recordEvent<E extends ProductEvent>(
  tx: Executor,
  toRecord: EventToRecord<E>,
): Promise<ProductEventPayload<E>> {
  const payload = payloadOf(toRecord);
  await enqueue(tx, { kind: PRODUCT_EVENT_KIND, payload, subscriptionId: toRecord.subscriptionId });
  return payload;
}

/** recordEvent for many changes at once (an import's batch), in one insert. */
export async function recordEvents<E extends ProductEvent>(tx: Executor, toRecord: EventToRecord<E>[]): Promise<void> {
  await enqueueMany(
    tx,
    toRecord.map((one) => ({ kind: PRODUCT_EVENT_KIND, payload: payloadOf(one), subscriptionId: one.subscriptionId })),
  );
}
