import { DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT } from '../content/assessment-form.ts';
import { drawAtRandom, shuffle } from './random-draw.ts';
import type { RandomSource } from './seeded-random.ts';

/**
 * Which questions one session presents, in which order (docs/product/presentation-order.md). The caller passes live
 * data only (archived items, pool links, rules and questions left out) and stores the result
 * (AssessmentItemSessionOrder), so a resumed session shows the same questions.
 *
 * Choices made here:
 * - Items sort by displayOrder, ties by id, so the order does not depend on how the database returned the rows.
 * - Pools sort by questionId and rules by driverMetricId before drawing, and a question listed twice in one pool
 *   counts once; so the same seed gives the same draw whatever the row order.
 * - Without display rules an item presents numberOfQuestionsToPresent questions: missing, 0 or negative means the
 *   default, 1 (the field defaults to 1, and its input shows only for pools of several, so a pool of one presents
 *   its question); a fraction is floored; more than the pool presents the whole pool.
 * - With display rules (any, even of quantity 0: as effectiveNumberToPresent counts them) each rule draws
 *   min(quantity, available) from the pool questions of its metric not drawn yet; questions without a metric are
 *   never drawn by a rule. The drawn questions are then shuffled together so no metric always comes first.
 * - Draws happen per item in displayOrder, before the counterbalance rotation, so the same seed draws the same
 *   questions for each item in every session index.
 * - An item that presents nothing (empty pool, rules that found nothing) is left out.
 * - The same question in two items is presented twice: response events carry their item, and the scoring engine
 *   scores each presentation apart.
 */

/** One live pool entry (AssessmentItemQuestion) with the question's primary safety metric. */
export interface OrderPoolQuestion {
  questionId: string;
  driverMetricId: string | null;
}

/** One live display rule (AssessmentItemDriverMetricQuantity). */
export interface OrderDisplayRule {
  driverMetricId: string;
  quantity: number;
}

/** One live assessment item with its pool and display rules, as plain data. */
export interface OrderItem {
  id: string;
  displayOrder: number;
  numberOfQuestionsToPresent?: number | null;
  /** Items with the same non-blank group (trimmed, case-sensitive) rotate among their places. */
  counterbalanceGroup?: string | null;
  pool: readonly OrderPoolQuestion[];
  displayRules?: readonly OrderDisplayRule[] | null;
}

/** The k-th session of the assessment (0-based) and the random source for the pool draws. */
export interface SessionOrderOptions {
  sessionIndex: number;
  random: RandomSource;
}

/** The questions one item presents in one session, at its place (one AssessmentItemSessionOrder row). */
export interface ItemSessionOrder {
  assessmentItemId: string;
  questionIds: string[];
}

/** One presented question of a session. */
export interface SessionOrderEntry {
  assessmentItemId: string;
  questionId: string;
}

/** Items in presentation order: by displayOrder, then by id. */
export function itemsInDisplayOrder<T extends Pick<OrderItem, 'id' | 'displayOrder'>>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.displayOrder - b.displayOrder || compareText(a.id, b.id));
}

/** How many questions an item without display rules presents from a pool of `poolSize` (decisions above). */
export function numberToPresent(numberOfQuestionsToPresent: number | null | undefined, poolSize: number): number {
  const asked = Number.isFinite(numberOfQuestionsToPresent) ? Math.floor(numberOfQuestionsToPresent as number) : 0;
  const wanted = asked >= 1 ? asked : DEFAULT_NUMBER_OF_QUESTIONS_TO_PRESENT;
  return Math.max(0, Math.min(wanted, poolSize));
}

/** The questions one item presents, drawn at random (decisions above). */
export function drawItemQuestions(item: OrderItem, random: RandomSource): string[] {
  const pool = uniquePool(item.pool);
  const rules = [...(item.displayRules ?? [])].sort((a, b) => compareText(a.driverMetricId, b.driverMetricId));
  if (rules.length === 0) {
    const drawn = drawAtRandom(pool, numberToPresent(item.numberOfQuestionsToPresent, pool.length), random);
    return drawn.map((entry) => entry.questionId);
  }
  const taken = new Set<string>();
  const drawn: string[] = [];
  for (const rule of rules) {
    const candidates = pool.filter(
      (entry) => entry.driverMetricId === rule.driverMetricId && !taken.has(entry.questionId),
    );
    for (const entry of drawAtRandom(candidates, rule.quantity, random)) {
      taken.add(entry.questionId);
      drawn.push(entry.questionId);
    }
  }
  return shuffle(drawn, random);
}

/**
 * Counterbalancing: the places that a group's items hold (in `items`' order) stay the group's; in session k the
 * group's j-th place shows its ((j + k) mod n)-th item, n the group's size. Over n sessions each item stands once
 * in each place (a Latin square). A negative k counts back; a fraction is truncated.
 */
export function counterbalancedOrder<T extends Pick<OrderItem, 'counterbalanceGroup'>>(
  items: readonly T[],
  sessionIndex: number,
): T[] {
  const places = new Map<string, number[]>();
  items.forEach((item, index) => {
    const group = item.counterbalanceGroup?.trim();
    if (group) places.set(group, [...(places.get(group) ?? []), index]);
  });
  const result = [...items];
  const k = Number.isFinite(sessionIndex) ? Math.trunc(sessionIndex) : 0;
  for (const indexes of places.values()) {
    const n = indexes.length;
    indexes.forEach((place, j) => {
      result[place] = items[indexes[(((j + k) % n) + n) % n] as number] as T;
    });
  }
  return result;
}

/** The session's order item by item: draws each item's questions, then rotates counterbalance groups. */
export function buildSessionItemOrder(items: readonly OrderItem[], options: SessionOrderOptions): ItemSessionOrder[] {
  const sorted = itemsInDisplayOrder(items);
  const drawn = new Map(sorted.map((item) => [item.id, drawItemQuestions(item, options.random)]));
  return counterbalancedOrder(sorted, options.sessionIndex)
    .map((item) => ({ assessmentItemId: item.id, questionIds: drawn.get(item.id) ?? [] }))
    .filter((entry) => entry.questionIds.length > 0);
}

/** The ordered list of questions presented in one session. */
export function buildSessionOrder(items: readonly OrderItem[], options: SessionOrderOptions): SessionOrderEntry[] {
  return flattenSessionOrder(buildSessionItemOrder(items, options));
}

/** A stored item-by-item order as the flat list of presented questions. */
export function flattenSessionOrder(order: readonly ItemSessionOrder[]): SessionOrderEntry[] {
  return order.flatMap((item) =>
    item.questionIds.map((questionId) => ({ assessmentItemId: item.assessmentItemId, questionId })),
  );
}

function uniquePool(pool: readonly OrderPoolQuestion[]): OrderPoolQuestion[] {
  const byId = new Map<string, OrderPoolQuestion>();
  for (const entry of pool) if (!byId.has(entry.questionId)) byId.set(entry.questionId, entry);
  return [...byId.values()].sort((a, b) => compareText(a.questionId, b.questionId));
}

/** Plain code-unit order, independent of the machine's locale. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
