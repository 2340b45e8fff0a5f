import { z } from 'zod';
import { idSchema } from './ids.ts';
import { nameSchema } from './reference-data.ts';

/** A team's name is required ('Name is required'); names are trimmed and may repeat. */
export const subscriptionTeamFormSchema = z.object({ name: nameSchema });

/** A new team: the subscription defaults to the one the actor works in. */
export const createSubscriptionTeamSchema = subscriptionTeamFormSchema.extend({
  id: idSchema.optional(),
  subscriptionId: idSchema.optional(),
});

export const updateSubscriptionTeamSchema = subscriptionTeamFormSchema.extend({ id: idSchema });
