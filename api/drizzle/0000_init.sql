CREATE TABLE "brands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"has_bonus_program" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"seo_name" text NOT NULL,
	"timezone" text NOT NULL,
	"type" text DEFAULT 'city' NOT NULL,
	"email" text,
	"franchise" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"is_free_call" boolean DEFAULT false NOT NULL,
	"has_delivery" boolean DEFAULT true NOT NULL,
	"has_takeaway" boolean DEFAULT true NOT NULL,
	"alert" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zoom" smallint NOT NULL,
	"bbox" jsonb NOT NULL,
	"schedule" jsonb,
	"extra_phone_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_name" text,
	"is_big" boolean DEFAULT false NOT NULL,
	"has_loyalty_program" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_brand_alias_unique" UNIQUE("brand_id","alias")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "countries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(2) NOT NULL,
	"name" text NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"currency_symbol" text NOT NULL,
	"phone_code" text NOT NULL,
	"phone_mask" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_id" integer NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"delivery_price" numeric(12, 2) NOT NULL,
	"minimum_order_amount" numeric(12, 2) NOT NULL,
	"has_free_delivery" boolean DEFAULT false NOT NULL,
	"area" jsonb NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_city_alias_unique" UNIQUE("city_id","alias")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_brand_sort_idx" ON "cities" USING btree ("brand_id","sort");