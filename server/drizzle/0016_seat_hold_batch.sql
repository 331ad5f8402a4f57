-- Sale day: many holds of one event in one statement (seating.repository.ts `holdBatch`). Each hold
-- keeps the rules of seat_hold: all its seats or none, only seats free or whose hold lapsed, only with
-- the user's own token in force. The holds are decided one after the other in the given order, so two
-- holds of the same seat in one batch are decided as if they had come one after the other.
-- Three statements whatever the batch's size: every seat the batch names is locked and read first, in
-- id order as seat_hold locks them (so batches and single holds never deadlock), and the tokens are
-- read; the holds are decided in memory; the winners are written in one UPDATE.
-- One row per seat held; a refused hold answers why, in rows of its own: token-unknown / token-expired
-- (seat_id null), unknown (the seats not in the plan) or taken (the seats not free).
CREATE FUNCTION seat_hold_batch(p_event uuid, p_tokens text[], p_users uuid[], p_counts integer[], p_ids text[])
RETURNS TABLE (hold_no integer, seat_id text, until timestamptz, outcome text)
LANGUAGE plpgsql AS $$
DECLARE
  -- seat id -> '' (free), '#' (booked or blocked) or the token holding it in force
  v_state jsonb;
  -- token -> [user uuid, expires_at]
  v_token_rows jsonb;
  v_token jsonb;
  v_until timestamptz;
  v_start integer := 1;
  v_ids text[];
  v_bad text[];
  v_taken text[];
  v_id text;
  v_seat text;
  w_no integer[] := '{}';
  w_id text[] := '{}';
  w_token text[] := '{}';
  w_until timestamptz[] := '{}';
  i integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT coalesce(jsonb_object_agg(l.id, l.state), '{}') INTO v_state FROM (
    SELECT s.id,
           CASE WHEN s.order_uuid IS NOT NULL OR s.blocked THEN '#'
                WHEN s.hold_token IS NULL OR s.held_until <= now() THEN ''
                ELSE s.hold_token END AS state
    FROM event_seats s WHERE s.event_uuid = p_event AND s.id = ANY (p_ids)
    ORDER BY s.id FOR UPDATE
  ) l;
  SELECT coalesce(jsonb_object_agg(t.token, jsonb_build_array(t.user_uuid, t.expires_at)), '{}') INTO v_token_rows
  FROM hold_tokens t WHERE t.token = ANY (p_tokens);

  FOR i IN 1 .. coalesce(cardinality(p_tokens), 0) LOOP
    v_ids := p_ids[v_start : v_start + p_counts[i] - 1];
    v_start := v_start + p_counts[i];
    v_token := v_token_rows -> p_tokens[i];
    IF v_token IS NULL OR (v_token ->> 0)::uuid IS DISTINCT FROM p_users[i] THEN
      hold_no := i; seat_id := NULL; until := NULL; outcome := 'token-unknown'; RETURN NEXT;
      CONTINUE;
    END IF;
    v_until := (v_token ->> 1)::timestamptz;
    IF v_until <= now() THEN
      hold_no := i; seat_id := NULL; until := NULL; outcome := 'token-expired'; RETURN NEXT;
      CONTINUE;
    END IF;
    v_bad := '{}';
    v_taken := '{}';
    FOREACH v_id IN ARRAY v_ids LOOP
      v_seat := v_state ->> v_id;
      IF v_seat IS NULL THEN
        v_bad := v_bad || v_id;
      ELSIF v_seat <> '' AND v_seat <> p_tokens[i] THEN
        v_taken := v_taken || v_id;
      END IF;
    END LOOP;
    IF cardinality(v_bad) > 0 THEN
      RETURN QUERY SELECT i, x, NULL::timestamptz, 'unknown'::text FROM unnest(v_bad) AS x;
    ELSIF cardinality(v_taken) > 0 THEN
      RETURN QUERY SELECT i, x, NULL::timestamptz, 'taken'::text FROM unnest(v_taken) AS x;
    ELSE
      FOREACH v_id IN ARRAY v_ids LOOP
        v_state := jsonb_set(v_state, ARRAY[v_id], to_jsonb(p_tokens[i]));
        w_no := w_no || i;
        w_id := w_id || v_id;
        w_token := w_token || p_tokens[i];
        w_until := w_until || v_until;
      END LOOP;
    END IF;
  END LOOP;

  IF cardinality(w_id) > 0 THEN
    -- A seat won twice in one batch can only be by the same token (a re-hold): written once.
    UPDATE event_seats s SET hold_token = w.token, held_until = w.until
    FROM (SELECT DISTINCT ON (x.id) x.id, x.token, x.until
          FROM unnest(w_id, w_token, w_until) AS x(id, token, until) ORDER BY x.id) w
    WHERE s.event_uuid = p_event AND s.id = w.id;
    RETURN QUERY SELECT x.no, x.id, x.until, 'held'::text
                 FROM unnest(w_no, w_id, w_until) AS x(no, id, until);
  END IF;
END
$$;
