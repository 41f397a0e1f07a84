// The sandbox geocoder's world: streets and houses with coordinates per locality. Keyed by the
// city alias (geography), not a brand's city row, since brands in one town share its streets.
import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

export const gazetteerStreets = pgTable(
  'gazetteer_streets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cityAlias: text('city_alias').notNull(),
    /** Locality as addresses print it (`Москва`). */
    locality: text('locality').notNull(),
    /** Full street name (`Тверская улица`). */
    name: text('name').notNull(),
    /** Lower-case words without the street type, for matching (`тверская`). */
    searchName: text('search_name').notNull(),
    district: text('district'),
  },
  (table) => [unique('gazetteer_streets_city_name_unique').on(table.cityAlias, table.name)],
);

export const gazetteerHouses = pgTable(
  'gazetteer_houses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    streetId: integer('street_id')
      .notNull()
      .references(() => gazetteerStreets.id, { onDelete: 'cascade' }),
    /** As written on the house: `12`, `7а`, `15к2`. */
    number: text('number').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    unique('gazetteer_houses_street_number_unique').on(table.streetId, table.number),
    index('gazetteer_houses_lat_lng_idx').on(table.latitude, table.longitude),
  ],
);
