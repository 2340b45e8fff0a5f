import { builder } from '../../platform/graphql/builder.ts';
import { listArgs } from '../../platform/graphql/pagination.ts';

/** The arguments of the lists of a subscription (or team) dashboard's raw records, a page at a time. */
export const dashboardRecordsArgs = builder.args((t) => ({
  offset: listArgs.offset,
  first: listArgs.first,
  subscriptionId: t.id({ required: true }),
  subscriptionTeamId: t.id({ required: false, description: "Only the team's people (a team dashboard)." }),
  userId: t.id({ required: false, description: 'Only this person; NOT_FOUND unless they are in view.' }),
  profileId: t.id({ required: false, description: 'Only this person, by profile; NOT_FOUND unless in view.' }),
}));
