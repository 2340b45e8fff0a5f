CREATE TABLE "monthly_completions" (
	"subscription_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"month" date NOT NULL,
	"completed_count" integer NOT NULL,
	CONSTRAINT "monthly_completions_subscription_id_assessment_id_month_pk" PRIMARY KEY("subscription_id","assessment_id","month")
);
--> statement-breakpoint
CREATE TABLE "person_assessment_standings" (
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"person_live" boolean NOT NULL,
	"subscription_team_id" uuid,
	"target_date" timestamp with time zone,
	"team_assignment" boolean NOT NULL,
	"latest_session_id" uuid,
	"latest_start_date" timestamp with time zone,
	"latest_is_finished" boolean,
	"latest_end_date" timestamp with time zone,
	"latest_finished_score" integer,
	"latest_finished_date" timestamp with time zone,
	"session_count" integer NOT NULL,
	"finished_count" integer NOT NULL,
	"last_activity_date" timestamp with time zone,
	CONSTRAINT "person_assessment_standings_user_id_assessment_id_subscription_id_pk" PRIMARY KEY("user_id","assessment_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "person_overall_scores" (
	"user_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"overall_score" integer NOT NULL,
	CONSTRAINT "person_overall_scores_user_id_subscription_id_pk" PRIMARY KEY("user_id","subscription_id")
);
--> statement-breakpoint
ALTER TABLE "monthly_completions" ADD CONSTRAINT "monthly_completions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_completions" ADD CONSTRAINT "monthly_completions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment_standings" ADD CONSTRAINT "person_assessment_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment_standings" ADD CONSTRAINT "person_assessment_standings_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_assessment_standings" ADD CONSTRAINT "person_assessment_standings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_overall_scores" ADD CONSTRAINT "person_overall_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_overall_scores" ADD CONSTRAINT "person_overall_scores_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_assessment_standings_assessment_idx" ON "person_assessment_standings" USING btree ("assessment_id","subscription_id");--> statement-breakpoint
CREATE INDEX "person_assessment_standings_subscription_idx" ON "person_assessment_standings" USING btree ("subscription_id","assessment_id");--> statement-breakpoint
-- What person_assessment_standings should hold for the given people, assessments and subscriptions (zipped arrays):
-- one row per key that has a live session or an effective assignment (spec 3 §4.3: their own, else their team's).
-- Joins rather than per-key subqueries, so a bulk change (an import, the bench generator) is hashed, not looped.
CREATE FUNCTION person_assessment_standings_of(user_ids uuid[], assessment_ids uuid[], subscription_ids uuid[])
RETURNS SETOF person_assessment_standings LANGUAGE sql STABLE AS $$
  WITH k AS (
    SELECT DISTINCT * FROM unnest(user_ids, assessment_ids, subscription_ids) k(user_id, assessment_id, subscription_id)
  ),
  person AS (
    SELECT DISTINCT ON (p.user_id, p.subscription_id) p.user_id, p.subscription_id, p.subscription_team_id,
      p.archived = false AND u.archived = false AS live
    FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE (p.user_id, p.subscription_id) IN (SELECT user_id, subscription_id FROM k)
    ORDER BY p.user_id, p.subscription_id, p.archived, u.archived, p.id
  ),
  sessions AS (
    SELECT s.user_id, s.assessment_id, s.subscription_id,
      (array_agg(s.id ORDER BY s.start_date DESC, s.id DESC))[1] AS latest_session_id,
      max(s.start_date) AS latest_start_date,
      (array_agg(s.is_finished ORDER BY s.start_date DESC, s.id DESC))[1] AS latest_is_finished,
      (array_agg(s.end_date ORDER BY s.start_date DESC, s.id DESC))[1] AS latest_end_date,
      (array_agg(s.total_score ORDER BY s.end_date DESC NULLS LAST, s.id DESC) FILTER (WHERE s.is_finished))[1]
        AS latest_finished_score,
      max(s.end_date) FILTER (WHERE s.is_finished) AS latest_finished_date,
      count(*)::int AS session_count, (count(*) FILTER (WHERE s.is_finished))::int AS finished_count,
      max(coalesce(s.end_date, s.start_date)) AS last_activity_date
    FROM assessment_sessions s
    JOIN k ON s.user_id = k.user_id AND s.assessment_id = k.assessment_id AND s.subscription_id = k.subscription_id
    WHERE s.archived = false
    GROUP BY s.user_id, s.assessment_id, s.subscription_id
  ),
  own AS (
    SELECT DISTINCT ON (a.user_id, a.assessment_id) a.user_id, a.assessment_id, a.target_date
    FROM user_assessment_assignments a
    JOIN k ON a.user_id = k.user_id AND a.assessment_id = k.assessment_id
    WHERE a.archived = false
    ORDER BY a.user_id, a.assessment_id, a.id
  ),
  team AS (
    SELECT DISTINCT ON (a.subscription_team_id, a.assessment_id) a.subscription_team_id, a.assessment_id, a.target_date
    FROM user_assessment_assignments a
    WHERE a.user_id IS NULL AND a.archived = false
      AND a.subscription_team_id IN (SELECT subscription_team_id FROM person)
      AND a.assessment_id IN (SELECT assessment_id FROM k)
    ORDER BY a.subscription_team_id, a.assessment_id, a.id
  )
  SELECT k.user_id, k.assessment_id, k.subscription_id,
    coalesce(person.live, false), person.subscription_team_id,
    coalesce(own.target_date, team.target_date), own.target_date IS NULL AND team.target_date IS NOT NULL,
    sessions.latest_session_id, sessions.latest_start_date, sessions.latest_is_finished, sessions.latest_end_date,
    sessions.latest_finished_score, sessions.latest_finished_date, coalesce(sessions.session_count, 0),
    coalesce(sessions.finished_count, 0), sessions.last_activity_date
  FROM k
  LEFT JOIN person ON person.user_id = k.user_id AND person.subscription_id = k.subscription_id
  LEFT JOIN sessions ON sessions.user_id = k.user_id AND sessions.assessment_id = k.assessment_id
    AND sessions.subscription_id = k.subscription_id
  LEFT JOIN own ON own.user_id = k.user_id AND own.assessment_id = k.assessment_id
  LEFT JOIN team ON team.subscription_team_id = person.subscription_team_id AND team.assessment_id = k.assessment_id
  WHERE sessions.session_count IS NOT NULL OR own.target_date IS NOT NULL OR team.target_date IS NOT NULL
$$;
--> statement-breakpoint
-- Brings person_assessment_standings in step for the given keys, then the overall scores. Runs twice: the first pass
-- locks the rows, so a concurrent refresh of the same person waits for it; the second reads again with a fresh
-- snapshot (READ COMMITTED), so it also counts what the transaction it waited for committed.
CREATE FUNCTION refresh_person_assessment_standings(user_ids uuid[], assessment_ids uuid[], subscription_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR pass IN 1..2 LOOP
    WITH computed AS (SELECT * FROM person_assessment_standings_of(user_ids, assessment_ids, subscription_ids)),
    gone AS (
      DELETE FROM person_assessment_standings st
      USING unnest(user_ids, assessment_ids, subscription_ids) k(user_id, assessment_id, subscription_id)
      WHERE st.user_id = k.user_id AND st.assessment_id = k.assessment_id AND st.subscription_id = k.subscription_id
        -- NOT IN over the computed keys is one hashed lookup; a correlated NOT EXISTS on a CTE would loop.
        AND (st.user_id, st.assessment_id, st.subscription_id) NOT IN (
          SELECT c.user_id, c.assessment_id, c.subscription_id FROM computed c)
    )
    INSERT INTO person_assessment_standings SELECT * FROM computed
    ON CONFLICT (user_id, assessment_id, subscription_id) DO UPDATE SET
      person_live = excluded.person_live, subscription_team_id = excluded.subscription_team_id,
      target_date = excluded.target_date, team_assignment = excluded.team_assignment,
      latest_session_id = excluded.latest_session_id, latest_start_date = excluded.latest_start_date,
      latest_is_finished = excluded.latest_is_finished, latest_end_date = excluded.latest_end_date,
      latest_finished_score = excluded.latest_finished_score, latest_finished_date = excluded.latest_finished_date,
      session_count = excluded.session_count, finished_count = excluded.finished_count,
      last_activity_date = excluded.last_activity_date;
  END LOOP;
  PERFORM refresh_person_overall_scores(user_ids, subscription_ids);
END $$;
--> statement-breakpoint
-- Keeps person_overall_scores for the given people and subscriptions (zipped arrays): the mean of the latest finished
-- scores of the assessments (type Assessment) licensed to the subscription. Locks and reads twice as above.
CREATE FUNCTION refresh_person_overall_scores(user_ids uuid[], subscription_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR pass IN 1..2 LOOP
    WITH computed AS (
      SELECT st.user_id, st.subscription_id, round(avg(st.latest_finished_score))::int AS overall_score
      FROM (SELECT DISTINCT * FROM unnest(user_ids, subscription_ids)) k(user_id, subscription_id)
      JOIN person_assessment_standings st ON st.user_id = k.user_id AND st.subscription_id = k.subscription_id
      WHERE st.latest_finished_score IS NOT NULL
        AND EXISTS (SELECT 1 FROM subscription_assessments licence WHERE licence.subscription_id = st.subscription_id
          AND licence.assessment_id = st.assessment_id AND licence.archived = false)
        AND EXISTS (SELECT 1 FROM assessments a WHERE a.id = st.assessment_id AND a.assessment_type = 'Assessment')
      GROUP BY st.user_id, st.subscription_id
    ),
    gone AS (
      DELETE FROM person_overall_scores o
      USING unnest(user_ids, subscription_ids) k(user_id, subscription_id)
      WHERE o.user_id = k.user_id AND o.subscription_id = k.subscription_id
        AND (o.user_id, o.subscription_id) NOT IN (SELECT c.user_id, c.subscription_id FROM computed c)
    )
    INSERT INTO person_overall_scores SELECT user_id, subscription_id, overall_score FROM computed
    ON CONFLICT (user_id, subscription_id) DO UPDATE SET overall_score = excluded.overall_score;
  END LOOP;
END $$;
--> statement-breakpoint
-- The UTC month a session counts as a completion in, or null while it does not count (unfinished or archived).
CREATE FUNCTION completion_month(s assessment_sessions) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s.is_finished AND s.archived = false
    THEN date_trunc('month', s.end_date AT TIME ZONE 'UTC')::date END
$$;
--> statement-breakpoint
-- Adds the given counts to monthly_completions (rows without a month are skipped). An upsert that adds, so
-- concurrent finishes both count; counts that net to zero write nothing.
CREATE FUNCTION add_monthly_completions(subscription_ids uuid[], assessment_ids uuid[], months date[], deltas int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO monthly_completions (subscription_id, assessment_id, month, completed_count)
  SELECT subscription_id, assessment_id, month, sum(delta)
  FROM unnest(subscription_ids, assessment_ids, months, deltas) d(subscription_id, assessment_id, month, delta)
  WHERE month IS NOT NULL
  GROUP BY subscription_id, assessment_id, month
  HAVING sum(delta) <> 0
  ON CONFLICT (subscription_id, assessment_id, month)
  DO UPDATE SET completed_count = monthly_completions.completed_count + excluded.completed_count;
$$;
--> statement-breakpoint
-- Sessions: a statement that adds, removes or changes what a standing shows refreshes the standings it touched; a
-- save that only moves the position refreshes nothing. A session counts as a completion in the month it ended while
-- it is finished and live.
CREATE FUNCTION assessment_sessions_refresh_standings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_ids uuid[];
  assessment_ids uuid[];
  subscription_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id)
      INTO user_ids, assessment_ids, subscription_ids
    FROM (SELECT DISTINCT user_id, assessment_id, subscription_id FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id)
      INTO user_ids, assessment_ids, subscription_ids
    FROM (SELECT DISTINCT user_id, assessment_id, subscription_id FROM old_rows) k;
  ELSE
    SELECT array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id)
      INTO user_ids, assessment_ids, subscription_ids
    FROM (
      SELECT changed.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.user_id, o.assessment_id, o.subscription_id),
        (n.user_id, n.assessment_id, n.subscription_id)) changed(user_id, assessment_id, subscription_id)
      WHERE (o.user_id, o.assessment_id, o.subscription_id, o.start_date, o.end_date, o.is_finished, o.total_score,
          o.archived)
        IS DISTINCT FROM (n.user_id, n.assessment_id, n.subscription_id, n.start_date, n.end_date, n.is_finished,
          n.total_score, n.archived)
    ) k;
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_person_assessment_standings(user_ids, assessment_ids, subscription_ids);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM add_monthly_completions(array_agg(subscription_id), array_agg(assessment_id),
      array_agg(completion_month(n)), array_agg(1)) FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_monthly_completions(array_agg(subscription_id), array_agg(assessment_id),
      array_agg(completion_month(o)), array_agg(-1)) FROM old_rows o;
  ELSE
    PERFORM add_monthly_completions(array_agg(subscription_id), array_agg(assessment_id), array_agg(month),
      array_agg(delta))
    FROM (
      SELECT n.subscription_id, n.assessment_id, completion_month(n) AS month, 1 AS delta FROM new_rows n
      UNION ALL
      SELECT o.subscription_id, o.assessment_id, completion_month(o), -1 FROM old_rows o
    ) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessment_sessions_standings_after_insert AFTER INSERT ON assessment_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION assessment_sessions_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER assessment_sessions_standings_after_update AFTER UPDATE ON assessment_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assessment_sessions_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER assessment_sessions_standings_after_delete AFTER DELETE ON assessment_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION assessment_sessions_refresh_standings();
--> statement-breakpoint
-- Assignments (zipped arrays of the changed rows' columns): a person's own assignment changes their standing at the
-- assessment; a team's, that of everyone in the team.
CREATE FUNCTION refresh_standings_of_assignments(user_ids uuid[], team_ids uuid[], assessment_ids uuid[],
  subscription_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_users uuid[];
  key_assessments uuid[];
  key_subscriptions uuid[];
BEGIN
  WITH changed AS (
    SELECT * FROM unnest(user_ids, team_ids, assessment_ids, subscription_ids)
      c(user_id, subscription_team_id, assessment_id, subscription_id)
  ),
  keys AS (
    SELECT c.user_id, c.assessment_id, c.subscription_id FROM changed c WHERE c.user_id IS NOT NULL
    UNION
    SELECT p.user_id, c.assessment_id, p.subscription_id
    FROM changed c JOIN profiles p ON p.subscription_team_id = c.subscription_team_id
    WHERE c.user_id IS NULL
  )
  SELECT array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id)
    INTO key_users, key_assessments, key_subscriptions FROM keys;
  IF key_users IS NOT NULL THEN
    PERFORM refresh_person_assessment_standings(key_users, key_assessments, key_subscriptions);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION user_assessment_assignments_refresh_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_standings_of_assignments(array_agg(user_id), array_agg(subscription_team_id),
      array_agg(assessment_id), array_agg(subscription_id)) FROM new_rows;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM refresh_standings_of_assignments(array_agg(user_id), array_agg(subscription_team_id),
      array_agg(assessment_id), array_agg(subscription_id)) FROM old_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_assessment_assignments_standings_after_insert AFTER INSERT ON user_assessment_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_assessment_assignments_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER user_assessment_assignments_standings_after_update AFTER UPDATE ON user_assessment_assignments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_assessment_assignments_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER user_assessment_assignments_standings_after_delete AFTER DELETE ON user_assessment_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_assessment_assignments_refresh_standings();
--> statement-breakpoint
-- People (zipped arrays of users, their subscriptions and teams): joining, leaving or archiving a profile, moving
-- team or archiving the account changes whether they count and which team assignments apply: every assessment they
-- have a standing at, their own assignments and their team's.
CREATE FUNCTION refresh_standings_of_people(user_ids uuid[], subscription_ids uuid[], team_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  key_users uuid[];
  key_assessments uuid[];
  key_subscriptions uuid[];
BEGIN
  WITH people AS (
    SELECT DISTINCT * FROM unnest(user_ids, subscription_ids, team_ids) x(user_id, subscription_id, subscription_team_id)
  ),
  keys AS (
    SELECT st.user_id, st.assessment_id, st.subscription_id
    FROM people JOIN person_assessment_standings st
      ON st.user_id = people.user_id AND st.subscription_id = people.subscription_id
    UNION
    SELECT people.user_id, own.assessment_id, people.subscription_id
    FROM people JOIN user_assessment_assignments own ON own.user_id = people.user_id AND own.archived = false
    UNION
    SELECT people.user_id, team.assessment_id, people.subscription_id
    FROM people JOIN user_assessment_assignments team
      ON team.subscription_team_id = people.subscription_team_id AND team.user_id IS NULL AND team.archived = false
  )
  SELECT array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id)
    INTO key_users, key_assessments, key_subscriptions FROM keys;
  IF key_users IS NOT NULL THEN
    PERFORM refresh_person_assessment_standings(key_users, key_assessments, key_subscriptions);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION profiles_refresh_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_standings_of_people(array_agg(user_id), array_agg(subscription_id), array_agg(subscription_team_id))
    FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_standings_of_people(array_agg(user_id), array_agg(subscription_id), array_agg(subscription_team_id))
    FROM old_rows;
  ELSE
    -- Name or PIN edits change nothing a standing shows.
    PERFORM refresh_standings_of_people(array_agg(changed.user_id), array_agg(changed.subscription_id),
      array_agg(changed.subscription_team_id))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    CROSS JOIN LATERAL (VALUES (o.user_id, o.subscription_id, o.subscription_team_id),
      (n.user_id, n.subscription_id, n.subscription_team_id)) changed(user_id, subscription_id, subscription_team_id)
    WHERE (o.user_id, o.subscription_id, o.subscription_team_id, o.archived)
      IS DISTINCT FROM (n.user_id, n.subscription_id, n.subscription_team_id, n.archived);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER profiles_standings_after_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER profiles_standings_after_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_standings();
--> statement-breakpoint
CREATE TRIGGER profiles_standings_after_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_refresh_standings();
--> statement-breakpoint
CREATE FUNCTION users_refresh_standings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_standings_of_people(array_agg(p.user_id), array_agg(p.subscription_id),
    array_agg(p.subscription_team_id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN profiles p ON p.user_id = n.id
  WHERE o.archived IS DISTINCT FROM n.archived;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_standings_after_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_refresh_standings();
--> statement-breakpoint
-- Licences: a licence given, archived or moved changes which scores make up the overall score of its people.
CREATE FUNCTION subscription_assessments_refresh_overall_scores() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_ids uuid[];
  subscription_ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(st.user_id), array_agg(st.subscription_id) INTO user_ids, subscription_ids
    FROM person_assessment_standings st
    WHERE (st.subscription_id, st.assessment_id) IN (SELECT subscription_id, assessment_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(st.user_id), array_agg(st.subscription_id) INTO user_ids, subscription_ids
    FROM person_assessment_standings st
    WHERE (st.subscription_id, st.assessment_id) IN (SELECT subscription_id, assessment_id FROM old_rows);
  ELSE
    SELECT array_agg(st.user_id), array_agg(st.subscription_id) INTO user_ids, subscription_ids
    FROM person_assessment_standings st
    WHERE (st.subscription_id, st.assessment_id) IN (
      SELECT changed.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      CROSS JOIN LATERAL (VALUES (o.subscription_id, o.assessment_id), (n.subscription_id, n.assessment_id))
        changed(subscription_id, assessment_id)
      WHERE (o.subscription_id, o.assessment_id, o.archived) IS DISTINCT FROM (n.subscription_id, n.assessment_id, n.archived));
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_person_overall_scores(user_ids, subscription_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_assessments_overall_after_insert AFTER INSERT ON subscription_assessments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_assessments_refresh_overall_scores();
--> statement-breakpoint
CREATE TRIGGER subscription_assessments_overall_after_update AFTER UPDATE ON subscription_assessments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_assessments_refresh_overall_scores();
--> statement-breakpoint
CREATE TRIGGER subscription_assessments_overall_after_delete AFTER DELETE ON subscription_assessments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_assessments_refresh_overall_scores();
--> statement-breakpoint
-- Assessments: only Assessment-type scores count towards the overall score.
CREATE FUNCTION assessments_refresh_overall_scores() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  user_ids uuid[];
  subscription_ids uuid[];
BEGIN
  SELECT array_agg(st.user_id), array_agg(st.subscription_id) INTO user_ids, subscription_ids
  FROM person_assessment_standings st
  WHERE st.assessment_id IN (
    SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.assessment_type IS DISTINCT FROM n.assessment_type);
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_person_overall_scores(user_ids, subscription_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER assessments_overall_after_update AFTER UPDATE ON assessments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assessments_refresh_overall_scores();
--> statement-breakpoint
-- Rebuilds the three kept tables from scratch: the backfill below, and bulk loads that switch the triggers off.
CREATE FUNCTION rebuild_person_standings() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_overall_scores;
  DELETE FROM person_assessment_standings;
  DELETE FROM monthly_completions;
  PERFORM refresh_person_assessment_standings(array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id))
  FROM (
    SELECT user_id, assessment_id, subscription_id FROM assessment_sessions
    UNION
    SELECT user_id, assessment_id, subscription_id FROM user_assessment_assignments WHERE user_id IS NOT NULL
    UNION
    SELECT p.user_id, team.assessment_id, p.subscription_id
    FROM user_assessment_assignments team JOIN profiles p ON p.subscription_team_id = team.subscription_team_id
    WHERE team.user_id IS NULL
  ) k;
  INSERT INTO monthly_completions (subscription_id, assessment_id, month, completed_count)
  SELECT s.subscription_id, s.assessment_id, completion_month(s), count(*)
  FROM assessment_sessions s WHERE completion_month(s) IS NOT NULL
  GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
SELECT rebuild_person_standings();
