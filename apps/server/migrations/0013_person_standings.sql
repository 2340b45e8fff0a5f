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
	"latest_session_id" uuid NOT NULL,
	"latest_start_date" timestamp with time zone NOT NULL,
	"latest_is_finished" boolean NOT NULL,
	"latest_end_date" timestamp with time zone,
	"latest_finished_score" integer,
	"latest_finished_date" timestamp with time zone,
	"session_count" integer NOT NULL,
	"finished_count" integer NOT NULL,
	"last_activity_date" timestamp with time zone NOT NULL,
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
CREATE INDEX "person_assessment_standings_assessment_idx" ON "person_assessment_standings" USING btree ("subscription_id","assessment_id");--> statement-breakpoint
CREATE INDEX "person_overall_scores_subscription_idx" ON "person_overall_scores" USING btree ("subscription_id","overall_score");--> statement-breakpoint
-- Keeps person_assessment_standings for the given people, assessments and subscriptions (zipped arrays), from the live
-- sessions, then their overall scores. The upsert runs twice: the first locks the rows, so a concurrent refresh of the
-- same person waits for it; the second reads the sessions again with a fresh snapshot (READ COMMITTED), so it also
-- counts what the transaction it waited for committed.
CREATE FUNCTION refresh_person_assessment_standings(user_ids uuid[], assessment_ids uuid[], subscription_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR pass IN 1..2 LOOP
    INSERT INTO person_assessment_standings (user_id, assessment_id, subscription_id, latest_session_id,
      latest_start_date, latest_is_finished, latest_end_date, latest_finished_score, latest_finished_date,
      session_count, finished_count, last_activity_date)
    SELECT s.user_id, s.assessment_id, s.subscription_id,
      (array_agg(s.id ORDER BY s.start_date DESC, s.id DESC))[1],
      max(s.start_date),
      (array_agg(s.is_finished ORDER BY s.start_date DESC, s.id DESC))[1],
      (array_agg(s.end_date ORDER BY s.start_date DESC, s.id DESC))[1],
      (array_agg(s.total_score ORDER BY s.end_date DESC NULLS LAST, s.id DESC) FILTER (WHERE s.is_finished))[1],
      max(s.end_date) FILTER (WHERE s.is_finished),
      count(*), count(*) FILTER (WHERE s.is_finished),
      max(coalesce(s.end_date, s.start_date))
    FROM (SELECT DISTINCT * FROM unnest(user_ids, assessment_ids, subscription_ids)) k(user_id, assessment_id, subscription_id)
    JOIN assessment_sessions s ON s.user_id = k.user_id AND s.assessment_id = k.assessment_id
      AND s.subscription_id = k.subscription_id AND s.archived = false
    GROUP BY s.user_id, s.assessment_id, s.subscription_id
    ON CONFLICT (user_id, assessment_id, subscription_id) DO UPDATE SET
      latest_session_id = excluded.latest_session_id, latest_start_date = excluded.latest_start_date,
      latest_is_finished = excluded.latest_is_finished, latest_end_date = excluded.latest_end_date,
      latest_finished_score = excluded.latest_finished_score, latest_finished_date = excluded.latest_finished_date,
      session_count = excluded.session_count, finished_count = excluded.finished_count,
      last_activity_date = excluded.last_activity_date;
  END LOOP;
  DELETE FROM person_assessment_standings st
  USING unnest(user_ids, assessment_ids, subscription_ids) k(user_id, assessment_id, subscription_id)
  WHERE st.user_id = k.user_id AND st.assessment_id = k.assessment_id AND st.subscription_id = k.subscription_id
    AND NOT EXISTS (
      SELECT 1 FROM assessment_sessions s
      WHERE s.user_id = k.user_id AND s.assessment_id = k.assessment_id AND s.subscription_id = k.subscription_id
        AND s.archived = false);
  PERFORM refresh_person_overall_scores(user_ids, subscription_ids);
END $$;
--> statement-breakpoint
-- Keeps person_overall_scores for the given people and subscriptions (zipped arrays): the mean of the latest finished
-- scores of the assessments (type Assessment) licensed to the subscription. Locks and reads twice as above.
CREATE FUNCTION refresh_person_overall_scores(user_ids uuid[], subscription_ids uuid[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  FOR pass IN 1..2 LOOP
    INSERT INTO person_overall_scores (user_id, subscription_id, overall_score)
    SELECT st.user_id, st.subscription_id, round(avg(st.latest_finished_score))::int
    FROM (SELECT DISTINCT * FROM unnest(user_ids, subscription_ids)) k(user_id, subscription_id)
    JOIN person_assessment_standings st ON st.user_id = k.user_id AND st.subscription_id = k.subscription_id
    WHERE st.latest_finished_score IS NOT NULL
      AND EXISTS (SELECT 1 FROM subscription_assessments licence WHERE licence.subscription_id = st.subscription_id
        AND licence.assessment_id = st.assessment_id AND licence.archived = false)
      AND EXISTS (SELECT 1 FROM assessments a WHERE a.id = st.assessment_id AND a.assessment_type = 'Assessment')
    GROUP BY st.user_id, st.subscription_id
    ON CONFLICT (user_id, subscription_id) DO UPDATE SET overall_score = excluded.overall_score;
  END LOOP;
  DELETE FROM person_overall_scores o
  USING unnest(user_ids, subscription_ids) k(user_id, subscription_id)
  WHERE o.user_id = k.user_id AND o.subscription_id = k.subscription_id
    AND NOT EXISTS (
      SELECT 1 FROM person_assessment_standings st
      WHERE st.user_id = k.user_id AND st.subscription_id = k.subscription_id AND st.latest_finished_score IS NOT NULL
        AND EXISTS (SELECT 1 FROM subscription_assessments licence WHERE licence.subscription_id = st.subscription_id
          AND licence.assessment_id = st.assessment_id AND licence.archived = false)
        AND EXISTS (SELECT 1 FROM assessments a WHERE a.id = st.assessment_id AND a.assessment_type = 'Assessment'));
END $$;
--> statement-breakpoint
-- Adds the given counts to monthly_completions. An upsert that adds, so concurrent finishes both count.
CREATE FUNCTION add_monthly_completions(subscription_ids uuid[], assessment_ids uuid[], months date[], deltas int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO monthly_completions (subscription_id, assessment_id, month, completed_count)
  SELECT subscription_id, assessment_id, month, sum(delta)
  FROM unnest(subscription_ids, assessment_ids, months, deltas) d(subscription_id, assessment_id, month, delta)
  GROUP BY subscription_id, assessment_id, month
  HAVING sum(delta) <> 0
  ON CONFLICT (subscription_id, assessment_id, month)
  DO UPDATE SET completed_count = monthly_completions.completed_count + excluded.completed_count;
$$;
--> statement-breakpoint
-- Sessions: every statement that adds, removes or changes the standing-relevant columns of sessions refreshes the
-- standings of the people and assessments it touched. A save that only moves the position refreshes nothing.
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
      SELECT o.user_id, o.assessment_id, o.subscription_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.user_id, o.assessment_id, o.subscription_id, o.start_date, o.end_date, o.is_finished, o.total_score,
          o.archived)
        IS DISTINCT FROM (n.user_id, n.assessment_id, n.subscription_id, n.start_date, n.end_date, n.is_finished,
          n.total_score, n.archived)
      UNION
      SELECT n.user_id, n.assessment_id, n.subscription_id
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.user_id, o.assessment_id, o.subscription_id, o.start_date, o.end_date, o.is_finished, o.total_score,
          o.archived)
        IS DISTINCT FROM (n.user_id, n.assessment_id, n.subscription_id, n.start_date, n.end_date, n.is_finished,
          n.total_score, n.archived)
    ) k;
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM refresh_person_assessment_standings(user_ids, assessment_ids, subscription_ids);
  END IF;
  -- A session counts as a completion in the month it ended while it is finished and live.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_monthly_completions(array_agg(subscription_id), array_agg(assessment_id),
      array_agg(date_trunc('month', end_date AT TIME ZONE 'UTC')::date), array_agg(1))
    FROM new_rows WHERE is_finished AND archived = false AND end_date IS NOT NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM add_monthly_completions(array_agg(subscription_id), array_agg(assessment_id),
      array_agg(date_trunc('month', end_date AT TIME ZONE 'UTC')::date), array_agg(-1))
    FROM old_rows WHERE is_finished AND archived = false AND end_date IS NOT NULL;
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
      SELECT o.subscription_id, o.assessment_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.subscription_id, o.assessment_id, o.archived) IS DISTINCT FROM (n.subscription_id, n.assessment_id, n.archived)
      UNION
      SELECT n.subscription_id, n.assessment_id FROM old_rows o JOIN new_rows n ON n.id = o.id
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
-- The standings of the sessions there already are.
SELECT refresh_person_assessment_standings(array_agg(user_id), array_agg(assessment_id), array_agg(subscription_id))
FROM (SELECT DISTINCT user_id, assessment_id, subscription_id FROM assessment_sessions) k;
--> statement-breakpoint
INSERT INTO monthly_completions (subscription_id, assessment_id, month, completed_count)
SELECT subscription_id, assessment_id, date_trunc('month', end_date AT TIME ZONE 'UTC')::date, count(*)
FROM assessment_sessions WHERE is_finished AND archived = false AND end_date IS NOT NULL
GROUP BY 1, 2, 3;
