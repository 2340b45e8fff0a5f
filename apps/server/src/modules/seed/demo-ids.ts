import { nameBasedUuid } from '../../platform/crypto/name-based-uuid.ts';

/** The demo assessment: its presence is what tells the seed the demo content is already there. */
export const DEMO_ASSESSMENT_ID = '7a1f0000-0000-4000-8000-00000000de01';
export const DEMO_TRAINING_MODULE_ID = '7a1f0000-0000-4000-8000-00000000de02';

/**
 * A fixed id for every other demo record, derived from a readable key (a name-based UUID, version 5 layout), so the
 * demo is the same rows on every installation and a key names what each id is for.
 */
export function demoId(key: string): string {
  return nameBasedUuid(`roadmark-demo/${key}`);
}
