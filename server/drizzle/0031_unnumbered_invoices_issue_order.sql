DROP INDEX "unnumbered_invoices_created_at_idx";--> statement-breakpoint
ALTER TABLE "unnumbered_invoices" ADD COLUMN "issue_no" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "unnumbered_invoices_issue_no_idx" ON "unnumbered_invoices" USING btree ("issue_no");