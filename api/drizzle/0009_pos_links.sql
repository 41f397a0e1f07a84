CREATE TABLE "pos_links" (
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"local_id" integer NOT NULL,
	CONSTRAINT "pos_links_brand_id_kind_external_id_pk" PRIMARY KEY("brand_id","kind","external_id")
);
--> statement-breakpoint
CREATE TABLE "pos_menu_revisions" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"revision" bigint NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_order_exports" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"pos_order_id" text NOT NULL,
	"correlation_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"pos_status" text,
	"pos_status_rank" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_order_exports_pos_order_id_unique" UNIQUE("pos_order_id")
);
--> statement-breakpoint
ALTER TABLE "pos_links" ADD CONSTRAINT "pos_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_menu_revisions" ADD CONSTRAINT "pos_menu_revisions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_order_exports" ADD CONSTRAINT "pos_order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;