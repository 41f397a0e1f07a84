ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
CREATE INDEX "orders_interval_idx" ON "orders" USING btree ("interval_id") WHERE interval_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unpaid_cart_once" ON "orders" USING btree ("session_key_hash","cart_fingerprint") WHERE status = 'waiting_for_payment' and cart_fingerprint is not null;