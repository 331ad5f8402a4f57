CREATE TABLE "credit_note_counters" (
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_year_currency_pk" PRIMARY KEY("year","currency")
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"refund_uuid" uuid NOT NULL,
	"invoice_uuid" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"order_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"payment_method" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"buyer_search" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_refund_uuid_unique" UNIQUE("refund_uuid")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_uuid_refunds_uuid_fk" FOREIGN KEY ("refund_uuid") REFERENCES "public"."refunds"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_uuid_invoices_uuid_fk" FOREIGN KEY ("invoice_uuid") REFERENCES "public"."invoices"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_uuid");--> statement-breakpoint
CREATE INDEX "credit_notes_user_idx" ON "credit_notes" USING btree ("user_uuid");