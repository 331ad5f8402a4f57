CREATE TABLE "invoice_counters" (
	"year" integer NOT NULL,
	"currency" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_year_currency_pk" PRIMARY KEY("year","currency")
);
--> statement-breakpoint
CREATE TABLE "invoice_exports" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from" date NOT NULL,
	"to" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"requested_by_user_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"issued_on" date NOT NULL,
	"taxable_supply_on" date NOT NULL,
	"variable_symbol" text NOT NULL,
	"payment_method" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"buyer_search" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
ALTER TABLE "invoice_exports" ADD CONSTRAINT "invoice_exports_requested_by_user_uuid_users_uuid_fk" FOREIGN KEY ("requested_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_exports_running_idx" ON "invoice_exports" USING btree ("created_at") WHERE "invoice_exports"."status" = 'running';--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "invoices_series_idx" ON "invoices" USING btree ("year","currency","sequence");