ALTER TABLE "sandbox_acquirer_transactions" ADD COLUMN "return_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_transactions" ADD COLUMN "fail_url" text;--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_transactions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE status = 'waiting_for_payment';--> statement-breakpoint
ALTER TABLE "sandbox_acquirer_transactions" ADD CONSTRAINT "sandbox_acquirer_transactions_merchant_reference_unique" UNIQUE("merchant_reference");