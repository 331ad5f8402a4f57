CREATE TABLE "event_categories" (
	"event_uuid" uuid NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"color" text NOT NULL,
	"price_czk" integer NOT NULL,
	"price_eur" integer NOT NULL,
	"capacity" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_categories_event_uuid_key_pk" PRIMARY KEY("event_uuid","key")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"image_file_uuid" uuid,
	"venue" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sale_from" timestamp with time zone NOT NULL,
	"sale_to" timestamp with time zone NOT NULL,
	"presale_from" timestamp with time zone,
	"presale_to" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"event_uuid" uuid NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"label" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"category" text NOT NULL,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"companion" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"hold_token" text,
	"held_until" timestamp with time zone,
	"order_uuid" uuid,
	"booked_at" timestamp with time zone,
	CONSTRAINT "event_seats_event_uuid_id_pk" PRIMARY KEY("event_uuid","id")
);
--> statement-breakpoint
CREATE TABLE "hold_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"user_uuid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_plans" (
	"event_uuid" uuid PRIMARY KEY NOT NULL,
	"stage" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"seat_counts" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_categories" ADD CONSTRAINT "event_categories_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_tokens" ADD CONSTRAINT "hold_tokens_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_plans" ADD CONSTRAINT "seating_plans_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_public_idx" ON "events" USING btree ("ends_at") WHERE "events"."published";--> statement-breakpoint
CREATE INDEX "event_seats_hold_token_idx" ON "event_seats" USING btree ("hold_token") WHERE "event_seats"."hold_token" is not null;--> statement-breakpoint
CREATE INDEX "event_seats_order_idx" ON "event_seats" USING btree ("order_uuid") WHERE "event_seats"."order_uuid" is not null;--> statement-breakpoint
CREATE INDEX "event_seats_taken_idx" ON "event_seats" USING btree ("event_uuid","category") WHERE "event_seats"."hold_token" is not null or "event_seats"."order_uuid" is not null;--> statement-breakpoint
CREATE INDEX "hold_tokens_user_idx" ON "hold_tokens" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "hold_tokens_expires_at_idx" ON "hold_tokens" USING btree ("expires_at");--> statement-breakpoint
-- The hold of the native seat engine (seating.repository.ts `hold`): all the named seats or none, for
-- the user's own token in force, only seats that are free or whose hold lapsed. A function so that its
-- statements are planned once per connection (planning cost more than running them), and so that the
-- commit of a hold does not wait for the disk: a hold lost in a crash is a hold that lapsed early,
-- which the booking (always synchronous, all or none) already handles. Its news is sent apart, in
-- batches (seatNews.ts): a NOTIFY in the hold would make every hold wait for every other's commit.
CREATE FUNCTION seat_hold(p_event uuid, p_ids text[], p_token text, p_user uuid)
RETURNS TABLE (id text, held_until timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_until timestamptz;
  v_free integer;
BEGIN
  SELECT t.expires_at INTO v_until FROM hold_tokens t
  WHERE t.token = p_token AND t.user_uuid = p_user AND t.expires_at > now();
  IF v_until IS NULL THEN
    RETURN;
  END IF;
  -- Locks in id order, so that concurrent holds of overlapping seats never deadlock; a seat another
  -- hold changed meanwhile is read as it is now.
  SELECT count(*) INTO v_free FROM (
    SELECT s.order_uuid IS NULL AND NOT s.blocked
           AND (s.hold_token IS NULL OR s.held_until <= now() OR s.hold_token = p_token) AS free
    FROM event_seats s
    WHERE s.event_uuid = p_event AND s.id = ANY (p_ids)
    ORDER BY s.id
    FOR UPDATE
  ) l WHERE l.free;
  IF v_free <> cardinality(p_ids) THEN
    RETURN;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  RETURN QUERY
    UPDATE event_seats s SET hold_token = p_token, held_until = v_until
    WHERE s.event_uuid = p_event AND s.id = ANY (p_ids)
    RETURNING s.id, s.held_until;
END
$$;
