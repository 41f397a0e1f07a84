CREATE TABLE "sign_in_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"phone" text NOT NULL,
	"client" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_fingerprint" text;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_phone_idx" ON "sign_in_failures" USING btree ("brand_id","phone","created_at");--> statement-breakpoint
CREATE INDEX "orders_interval_idx" ON "orders" USING btree ("interval_id") WHERE interval_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_unpaid_cart_once" ON "orders" USING btree ("session_key_hash","cart_fingerprint") WHERE status = 'waiting_for_payment' and cart_fingerprint is not null;