CREATE TABLE "catalog_versions" (
	"brand_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_popular_products" (
	"city_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "city_popular_products_city_id_product_id_pk" PRIMARY KEY("city_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "group_related_products" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_related_products_group_id_product_id_pk" PRIMARY KEY("group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifier_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"min" smallint DEFAULT 0 NOT NULL,
	"max" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_groups_product_alias_unique" UNIQUE("product_id","alias")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modifiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"group_id" integer,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min" smallint DEFAULT 0 NOT NULL,
	"max" smallint DEFAULT 1 NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"picture" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifiers_product_alias_unique" UNIQUE("product_id","alias")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"show_on_main" boolean DEFAULT false NOT NULL,
	"is_related" boolean DEFAULT false NOT NULL,
	"picture" jsonb,
	CONSTRAINT "product_groups_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "product_shop_states" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "product_shop_states_product_id_shop_id_pk" PRIMARY KEY("product_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"basic_price" numeric(12, 2) NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL,
	"accent" text,
	"accent_text" text,
	"alert" text,
	"sale_multiplicity" smallint DEFAULT 1 NOT NULL,
	"sale_multiplicity_last_hour" smallint,
	"weight_value" numeric(10, 2) NOT NULL,
	"weight_unit" text DEFAULT 'g' NOT NULL,
	"nutrition" jsonb,
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"picture" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "shop_popular_products" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_popular_products_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gazetteer_houses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gazetteer_houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"street_id" integer NOT NULL,
	"number" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "gazetteer_houses_street_number_unique" UNIQUE("street_id","number")
);
--> statement-breakpoint
CREATE TABLE "gazetteer_streets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gazetteer_streets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_alias" text NOT NULL,
	"locality" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"district" text,
	CONSTRAINT "gazetteer_streets_city_name_unique" UNIQUE("city_alias","name")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"page_urls" jsonb NOT NULL,
	"show_from_date" text NOT NULL,
	"show_from_time" text NOT NULL,
	"show_to_date" text NOT NULL,
	"show_to_time" text NOT NULL,
	"display_frequency" integer NOT NULL,
	"display_frequency_type" text NOT NULL,
	"delay_seconds" integer DEFAULT 0 NOT NULL,
	"click_url" text,
	"button_text" text,
	"picture" jsonb NOT NULL,
	"city_aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banners_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"max_count" smallint DEFAULT 1 NOT NULL,
	"conditions" jsonb NOT NULL,
	"picture" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gifts_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"can_refuse" boolean DEFAULT false NOT NULL,
	"order_type" text,
	"picture" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "packages_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "promocodes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promocodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"minimum_order" numeric(12, 2) DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"order_type" text,
	"description" text,
	CONSTRAINT "promocodes_brand_code_unique" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"subtitle" text,
	"description" text NOT NULL,
	"picture" jsonb NOT NULL,
	"city_aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "cart_gifts" (
	"cart_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"count" smallint NOT NULL,
	CONSTRAINT "cart_gifts_cart_id_gift_id_pk" PRIMARY KEY("cart_id","gift_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" integer NOT NULL,
	"key" text NOT NULL,
	"product_id" integer NOT NULL,
	"modifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count" smallint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_key_unique" UNIQUE("cart_id","key")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"session_id" integer NOT NULL,
	"city_id" integer,
	"order_type" text,
	"shop_id" integer,
	"delivery_zone_id" integer,
	"delivery_address" jsonb,
	"promocode_id" integer,
	"without_bag" boolean DEFAULT false NOT NULL,
	"bonuses" numeric(12, 2) DEFAULT 0 NOT NULL,
	"interval_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_hash" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "slot_occupancy" (
	"order_type" text NOT NULL,
	"scope_id" integer NOT NULL,
	"date" text NOT NULL,
	"start_minute" smallint NOT NULL,
	"taken" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_occupancy_order_type_scope_id_date_start_minute_pk" PRIMARY KEY("order_type","scope_id","date","start_minute")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'default' NOT NULL,
	"alert" text,
	"street" text NOT NULL,
	"description" text,
	"phone" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zoom" smallint DEFAULT 15 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_name" text NOT NULL,
	"inn" text NOT NULL,
	"ogrn" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_city_alias_unique" UNIQUE("city_id","alias")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "bonus_spend_deadline" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "bonus_accrual_paused" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "cooking_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "interval_minutes" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "slot_capacity" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "price_factor" numeric(10, 4) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "price_step" numeric(10, 2) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "free_delivery_from" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "delivery_minutes" smallint DEFAULT 40 NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_versions" ADD CONSTRAINT "catalog_versions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_popular_products" ADD CONSTRAINT "city_popular_products_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_popular_products" ADD CONSTRAINT "city_popular_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_related_products" ADD CONSTRAINT "group_related_products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_related_products" ADD CONSTRAINT "group_related_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_states" ADD CONSTRAINT "product_shop_states_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_shop_states" ADD CONSTRAINT "product_shop_states_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_popular_products" ADD CONSTRAINT "shop_popular_products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_popular_products" ADD CONSTRAINT "shop_popular_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gazetteer_houses" ADD CONSTRAINT "gazetteer_houses_street_id_gazetteer_streets_id_fk" FOREIGN KEY ("street_id") REFERENCES "public"."gazetteer_streets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocodes" ADD CONSTRAINT "promocodes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gifts" ADD CONSTRAINT "cart_gifts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_gifts" ADD CONSTRAINT "cart_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_zone_id_delivery_zones_id_fk" FOREIGN KEY ("delivery_zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promocode_id_promocodes_id_fk" FOREIGN KEY ("promocode_id") REFERENCES "public"."promocodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_group_idx" ON "products" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "gazetteer_houses_lat_lng_idx" ON "gazetteer_houses" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "shops_city_idx" ON "shops" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;