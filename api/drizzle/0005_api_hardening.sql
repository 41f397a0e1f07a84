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
CREATE UNIQUE INDEX "orders_unpaid_cart_once" ON "orders" USING btree ("session_key_hash","cart_fingerprint") WHERE status = 'waiting_for_payment' and cart_fingerprint is not null;--> statement-breakpoint
-- Every path that cancels an order (a customer's cancel, a declined payment, the payment deadline,
-- a POS) gives its interval slot back in the same transaction: the slot is the order's
-- `YYYY-MM-DD_<start minute>` in its shop (takeaway) or zone (delivery).
CREATE FUNCTION "orders_release_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'canceled' AND OLD.status IS DISTINCT FROM 'canceled'
     AND NEW.interval_id ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}_[0-9]{1,4}$' THEN
    UPDATE "slot_occupancy" SET "taken" = "taken" - 1
    WHERE "order_type" = NEW.order_type
      AND "scope_id" = CASE WHEN NEW.order_type = 'takeaway' THEN NEW.shop_id ELSE NEW.delivery_zone_id END
      AND "date" = split_part(NEW.interval_id, '_', 1)
      AND "start_minute" = split_part(NEW.interval_id, '_', 2)::int
      AND "taken" > 0;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_release_slot" AFTER UPDATE OF "status" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "orders_release_slot"();
