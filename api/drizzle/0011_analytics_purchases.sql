-- The GA4 purchase hit sent for an order (api/src/jobs/analytics.ts): its row makes a second run send nothing.
CREATE TABLE "analytics_purchases" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_purchases" ADD CONSTRAINT "analytics_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;