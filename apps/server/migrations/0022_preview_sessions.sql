ALTER TABLE "assessment_sessions" ADD COLUMN "is_preview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Preview sessions are no one's attempt: they count in no standing (so in no dashboard, export or overall score)
-- and in no month's completions. Every session before this column is a real attempt, so nothing is recomputed.
CREATE OR REPLACE FUNCTION person_assessment_standings_of(user_ids uuid[], assessment_ids uuid[], subscription_ids uuid[])
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
    WHERE s.archived = false AND s.is_preview = false
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
CREATE OR REPLACE FUNCTION completion_month(s assessment_sessions) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s.is_finished AND s.archived = false AND s.is_preview = false
    THEN date_trunc('month', s.end_date AT TIME ZONE 'UTC')::date END
$$;
