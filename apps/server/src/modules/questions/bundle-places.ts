import type { ChildChanges } from '../content-records/content-record.ts';

type Changes = ChildChanges & { added?: readonly Record<string, unknown>[] | null };

/**
 * Where each record of an editor's save was in the bundle (`answers.added.0`), by record id, so a problem found
 * later in the stored whole can name that place.
 */
export class BundlePlaces {
  private readonly places = new Map<string, string>();

  /**
   * Gives each added record an id (its own or a new one) and remembers where every added and updated record was.
   * Returns the changes to apply.
   */
  track<C extends Changes>(field: string, changes: C | null | undefined): C | null | undefined {
    if (!changes) return changes;
    const added = (changes.added ?? []).map((record, index) => {
      const id = typeof record.id === 'string' ? record.id : crypto.randomUUID();
      this.remember(id, `${field}.added.${index}`);
      return { ...record, id };
    });
    for (const [index, record] of (changes.updated ?? []).entries()) {
      if (typeof record.id === 'string') this.remember(record.id, `${field}.updated.${index}`);
    }
    return { ...changes, added };
  }

  remember(id: string, place: string): void {
    if (!this.places.has(id)) this.places.set(id, place);
  }

  placeOf(id: string): string | undefined {
    return this.places.get(id);
  }
}
