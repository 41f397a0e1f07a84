-- Every write to a table the catalog snapshot reads (seed, POS push, admin script, psql) gives
-- every brand a new catalog version, so each API instance reloads its cached menus on its next
-- check. Statement-level: one bump per statement, however many rows it touched.
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_versions SET version = md5(clock_timestamp()::text || random()::text), updated_at = now();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_groups_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER modifier_groups_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modifier_groups"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER modifiers_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "modifiers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_shop_states_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_shop_states"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER group_related_products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_related_products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER city_popular_products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "city_popular_products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER shop_popular_products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shop_popular_products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER cities_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER shops_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER delivery_zones_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "delivery_zones"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER gifts_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gifts"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER promocodes_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promocodes"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER packages_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER promotions_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "promotions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER banners_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
