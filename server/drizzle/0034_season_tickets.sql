CREATE TABLE "season_holds" (
	"token" text PRIMARY KEY NOT NULL,
	"season_ticket_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_seat_events" (
	"season_seat_uuid" uuid NOT NULL,
	"event_uuid" uuid NOT NULL,
	"ticket_uuid" uuid NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "season_seat_events_season_seat_uuid_event_uuid_pk" PRIMARY KEY("season_seat_uuid","event_uuid")
);
--> statement-breakpoint
CREATE TABLE "season_seats" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"season_ticket_uuid" uuid NOT NULL,
	"seat_id" text NOT NULL,
	"user_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"order_line_uuid" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_seats_order_line_uuid_unique" UNIQUE("order_line_uuid")
);
--> statement-breakpoint
CREATE TABLE "season_ticket_events" (
	"season_ticket_uuid" uuid NOT NULL,
	"event_uuid" uuid NOT NULL,
	CONSTRAINT "season_ticket_events_season_ticket_uuid_event_uuid_pk" PRIMARY KEY("season_ticket_uuid","event_uuid")
);
--> statement-breakpoint
CREATE TABLE "season_tickets" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_uuid" uuid NOT NULL,
	"sections" jsonb NOT NULL,
	"renews_season_ticket_uuid" uuid,
	"priority_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_tickets_subscription_uuid_unique" UNIQUE("subscription_uuid")
);
--> statement-breakpoint
ALTER TABLE "season_holds" ADD CONSTRAINT "season_holds_season_ticket_uuid_season_tickets_uuid_fk" FOREIGN KEY ("season_ticket_uuid") REFERENCES "public"."season_tickets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_holds" ADD CONSTRAINT "season_holds_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_seat_events" ADD CONSTRAINT "season_seat_events_season_seat_uuid_season_seats_uuid_fk" FOREIGN KEY ("season_seat_uuid") REFERENCES "public"."season_seats"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_seat_events" ADD CONSTRAINT "season_seat_events_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_seats" ADD CONSTRAINT "season_seats_season_ticket_uuid_season_tickets_uuid_fk" FOREIGN KEY ("season_ticket_uuid") REFERENCES "public"."season_tickets"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_seats" ADD CONSTRAINT "season_seats_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_ticket_events" ADD CONSTRAINT "season_ticket_events_season_ticket_uuid_season_tickets_uuid_fk" FOREIGN KEY ("season_ticket_uuid") REFERENCES "public"."season_tickets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_ticket_events" ADD CONSTRAINT "season_ticket_events_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_tickets" ADD CONSTRAINT "season_tickets_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_holds_user_idx" ON "season_holds" USING btree ("user_uuid","season_ticket_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "season_holds_renewal_idx" ON "season_holds" USING btree ("season_ticket_uuid","seat_id") WHERE "season_holds"."kind" = 'renewal';--> statement-breakpoint
CREATE INDEX "season_seat_events_ticket_idx" ON "season_seat_events" USING btree ("ticket_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "season_seats_seat_idx" ON "season_seats" USING btree ("season_ticket_uuid","seat_id") WHERE "season_seats"."status" = 'active';--> statement-breakpoint
CREATE INDEX "season_seats_user_idx" ON "season_seats" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "season_ticket_events_event_idx" ON "season_ticket_events" USING btree ("event_uuid");