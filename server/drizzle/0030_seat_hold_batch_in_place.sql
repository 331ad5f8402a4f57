-- Sale day: seat_hold_batch (migration 0016) with the same rules and answers, cheaper per batch. The
-- seats' states were kept in a jsonb object rewritten whole for every seat won (jsonb_set copies it:
-- a batch of 200 holds of 3 seats copied its 600 entries 600 times, half the statement's time); they
-- are now kept in an array changed in place, with each seat's place in it looked up in a jsonb object
-- made once, and the winners are gathered in arrays written in place too.
CREATE OR REPLACE FUNCTION seat_hold_batch(p_event uuid, p_tokens text[], p_users uuid[], p_counts integer[], p_ids text[])
RETURNS TABLE (hold_no integer, seat_id text, until timestamptz, outcome text)
LANGUAGE plpgsql AS $$
DECLARE
  -- seat id -> its place in v_state
  v_place jsonb;
  -- per seat: '' (free), '#' (booked or blocked) or the token holding it in force
  v_state text[];
  -- token -> [user uuid, expires_at]
  v_token_rows jsonb;
  v_token jsonb;
  v_until timestamptz;
  v_start integer := 1;
  v_bad text[];
  v_taken text[];
  v_k integer;
  v_seat text;
  w_count integer := 0;
  w_no integer[] := '{}';
  w_id text[] := '{}';
  w_token text[] := '{}';
  w_until timestamptz[] := '{}';
  i integer;
  j integer;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  SELECT coalesce(jsonb_object_agg(l.id, l.k), '{}'), coalesce(array_agg(l.state ORDER BY l.k), '{}')
  INTO v_place, v_state FROM (
    SELECT f.id, f.state, row_number() OVER (ORDER BY f.id)::integer AS k FROM (
      SELECT s.id,
             CASE WHEN s.order_uuid IS NOT NULL OR s.blocked THEN '#'
                  WHEN s.hold_token IS NULL OR s.held_until <= now() THEN ''
                  ELSE s.hold_token END AS state
      FROM event_seats s WHERE s.event_uuid = p_event AND s.id = ANY (p_ids)
      ORDER BY s.id FOR UPDATE
    ) f
  ) l;
  SELECT coalesce(jsonb_object_agg(t.token, jsonb_build_array(t.user_uuid, t.expires_at)), '{}') INTO v_token_rows
  FROM hold_tokens t WHERE t.token = ANY (p_tokens);

  FOR i IN 1 .. coalesce(cardinality(p_tokens), 0) LOOP
    v_token := v_token_rows -> p_tokens[i];
    IF v_token IS NULL OR (v_token ->> 0)::uuid IS DISTINCT FROM p_users[i] THEN
      v_start := v_start + p_counts[i];
      hold_no := i; seat_id := NULL; until := NULL; outcome := 'token-unknown'; RETURN NEXT;
      CONTINUE;
    END IF;
    v_until := (v_token ->> 1)::timestamptz;
    IF v_until <= now() THEN
      v_start := v_start + p_counts[i];
      hold_no := i; seat_id := NULL; until := NULL; outcome := 'token-expired'; RETURN NEXT;
      CONTINUE;
    END IF;
    v_bad := '{}';
    v_taken := '{}';
    FOR j IN v_start .. v_start + p_counts[i] - 1 LOOP
      v_k := (v_place ->> p_ids[j])::integer;
      IF v_k IS NULL THEN
        v_bad := v_bad || p_ids[j];
      ELSE
        v_seat := v_state[v_k];
        IF v_seat <> '' AND v_seat <> p_tokens[i] THEN
          v_taken := v_taken || p_ids[j];
        END IF;
      END IF;
    END LOOP;
    IF cardinality(v_bad) > 0 THEN
      RETURN QUERY SELECT i, x, NULL::timestamptz, 'unknown'::text FROM unnest(v_bad) AS x;
    ELSIF cardinality(v_taken) > 0 THEN
      RETURN QUERY SELECT i, x, NULL::timestamptz, 'taken'::text FROM unnest(v_taken) AS x;
    ELSE
      FOR j IN v_start .. v_start + p_counts[i] - 1 LOOP
        v_state[(v_place ->> p_ids[j])::integer] := p_tokens[i];
        w_count := w_count + 1;
        w_no[w_count] := i;
        w_id[w_count] := p_ids[j];
        w_token[w_count] := p_tokens[i];
        w_until[w_count] := v_until;
      END LOOP;
    END IF;
    v_start := v_start + p_counts[i];
  END LOOP;

  IF w_count > 0 THEN
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
