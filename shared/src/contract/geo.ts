// Geometry shared by cities, delivery zones and (later) shops and addresses.
// Points travel as objects ({latitude, longitude}); polygons and boxes as [latitude, longitude]
// tuples, the order Yandex Maps uses. Convert to GeoJSON's [longitude, latitude] only at the edge.
import { z } from 'zod';

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

export const coordinatesSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Coordinates = z.infer<typeof coordinatesSchema>;

const latLngTupleSchema = z.tuple([latitudeSchema, longitudeSchema]);
export type LatLngTuple = z.infer<typeof latLngTupleSchema>;

/** One outer ring, not closed (the last point is not a repeat of the first). */
export const polygonRingSchema = z.array(latLngTupleSchema).min(3);
export type PolygonRing = z.infer<typeof polygonRingSchema>;

/** [south-west, north-east] corners. */
const bboxSchema = z.tuple([latLngTupleSchema, latLngTupleSchema]);
export type Bbox = z.infer<typeof bboxSchema>;

export const mapViewSchema = z.object({
  bbox: bboxSchema,
  coordinates: coordinatesSchema,
  zoom: z.number().int().min(0).max(21),
});
export type MapView = z.infer<typeof mapViewSchema>;
