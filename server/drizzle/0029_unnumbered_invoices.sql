CREATE TABLE "unnumbered_invoices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"order_uuid" uuid NOT NULL,
	"user_uuid" uuid,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"issued_on" date NOT NULL,
	"taxable_supply_on" date NOT NULL,
	"variable_symbol" text,
	"payment_method" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"buyer_search" text NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_recap" jsonb NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unnumbered_invoices_order_uuid_unique" UNIQUE("order_uuid")
);
--> statement-breakpoint
ALTER TABLE "unnumbered_invoices" ADD CONSTRAINT "unnumbered_invoices_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unnumbered_invoices" ADD CONSTRAINT "unnumbered_invoices_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unnumbered_invoices_created_at_idx" ON "unnumbered_invoices" USING btree ("created_at","uuid");
