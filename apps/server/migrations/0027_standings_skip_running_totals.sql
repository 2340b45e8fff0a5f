-- Hand-written: the standings trigger of assessment_sessions, as in 0013_person_standings, except that an
-- unfinished session's running total no longer counts as a change. A standing shows only finished sessions' scores,
-- so a save (which changes the running total of an unfinished session on nearly every page) used to recompute the
-- person's standings and overall score for nothing, on every save of every driver. Such an update now returns at
-- once; the completion counts, which change only with is_finished, archived or end_date, are skipped with it.
CREATE OR REPLACE FUNCTION assessment_sessions_refresh_standings() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE (o.user_id, o.assessment_id, o.subscription_id, o.start_date, o.end_date, o.is_finished,
          CASE WHEN o.is_finished THEN o.total_score END, o.archived)
        IS DISTINCT FROM (n.user_id, n.assessment_id, n.subscription_id, n.start_date, n.end_date, n.is_finished,
          CASE WHEN n.is_finished THEN n.total_score END, n.archived)
    ) k;
    -- Nothing a standing or a completion count shows changed (a save of an unfinished session): nothing to refresh.
    IF user_ids IS NULL THEN
      RETURN NULL;
    END IF;
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
