import { idSchema } from '@roadmark/domain/ids';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { countOf, isoOrNull, rowsOf } from '../../platform/db/raw-rows.ts';
import { containsPattern } from '../../platform/db/text-search.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { listWindow } from '../../platform/graphql/pagination.ts';
import type { UseCaseCall } from '../../platform/use-case.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisibleSubscription } from '../subscriptions/find-subscription.ts';
import { isStaff } from '../subscriptions/subscription.policy.ts';
import type { Page } from './dashboard-people.ts';
import { nameSearch, peopleInScope } from './dashboard-sql.ts';

export interface StudyParticipant {
  profileId: string;
  userId: string;
  firstName: string;
  lastName: string;
  isFinished: boolean;
  lastActivityDate: string | null;
}
/**
 * The study dashboard (/manage/study/participants, staff; docs/product/studies.md#study-dashboard): the study's
 * participants by name, each finished when they have a finished session; a page at a time (paging appends).
 */
export async function studyParticipants({
  actor,
  input: args,
  db,
}: UseCaseCall<Record<string, unknown>>): Promise<Page<StudyParticipant>> {
  if (!isStaff(actor)) throw forbidden();
  const { studyId } = parseInput(z.object({ studyId: idSchema }), args);
  const window = listWindow(args);
  const study = await findVisibleSubscription(db, actor, studyId);
  if (study.subscriptionType !== 'Study') throw notFound();
  const pattern = window.search ? containsPattern(window.search) : null;
  const people = peopleInScope(sql`p.subscription_id = ${study.id} and ${nameSearch(pattern)}`);
  const [counted] = rowsOf<{ total: string }>(
    await db.execute(sql`with people as (${people}) select count(*) as total from people`),
  );
  const rows = rowsOf<{
    profile_id: string;
    user_id: string;
    first_name: string;
    last_name: string;
    is_finished: boolean;
    last_activity: Date | string | null;
  }>(
    await db.execute(sql`
      with people as (${people}),
      page as (select * from people order by lower(last_name), lower(first_name), profile_id
        offset ${window.offset} limit ${window.limit})
      select page.profile_id, page.user_id, page.first_name, page.last_name,
        exists (select 1 from person_assessment_standings st where st.user_id = page.user_id
          and st.subscription_id = ${study.id} and st.finished_count > 0) as is_finished,
        (select max(st.last_activity_date) from person_assessment_standings st
          where st.user_id = page.user_id) as last_activity
      from page order by lower(page.last_name), lower(page.first_name), page.profile_id`),
  );
  return {
    total: countOf(counted?.total),
    rows: rows.map((row) => ({
      profileId: row.profile_id,
      userId: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      isFinished: row.is_finished,
      lastActivityDate: isoOrNull(row.last_activity),
    })),
  };
}
