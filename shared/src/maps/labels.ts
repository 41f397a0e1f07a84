// Label placement for the schematic map: where a street's name sits along its
// visible part, and which labels fit without covering one another (the more important placed first).
import type { Point, Size } from './geometry';

export interface PlacedLabel {
  x: number;
  y: number;
  /** Degrees, kept between -90 and 90 so text never reads upside down. */
  angle: number;
}

/** The part of the segment a–b inside the box (inset by `margin`), or null when none is (Liang–Barsky). */
export function clipSegment(a: Point, b: Point, size: Size, margin = 0): [Point, Point] | null {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - margin],
    [dx, size.width - margin - a.x],
    [-dy, a.y - margin],
    [dy, size.height - margin - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ];
}

/** A point `at` (0..1) along a–b, turned to the segment's direction and shifted `offset` across it. */
export function alongSegment(a: Point, b: Point, at: number, offset = 0): PlacedLabel {
  let angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const nx = -(b.y - a.y) / length;
  const ny = (b.x - a.x) / length;
  return { x: a.x + (b.x - a.x) * at + nx * offset, y: a.y + (b.y - a.y) * at + ny * offset, angle };
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The upright box around a label of `text` in `fontSize`, centred on (x, y) and turned by `angle`;
 * `letterWidth` is a letter's mean width in font sizes (capitals with spacing are wider).
 */
export function labelBox(
  text: string,
  fontSize: number,
  { x, y, angle }: PlacedLabel,
  letterWidth = 0.56,
): Box {
  const width = text.length * fontSize * letterWidth;
  const height = fontSize * 1.3;
  const rad = (angle * Math.PI) / 180;
  const halfW = (Math.abs(Math.cos(rad)) * width + Math.abs(Math.sin(rad)) * height) / 2;
  const halfH = (Math.abs(Math.sin(rad)) * width + Math.abs(Math.cos(rad)) * height) / 2;
  return { left: x - halfW, top: y - halfH, right: x + halfW, bottom: y + halfH };
}

/**
 * Keeps labels that overlap none kept before them; the list is in order of importance. Labels of
 * one `group` are alternative places for the same text: the first that fits is kept.
 */
export function withoutOverlaps<T extends { box: Box; group?: string }>(
  labels: readonly T[],
  reserved: readonly Box[] = [],
): T[] {
  const taken: Box[] = [...reserved];
  const placed = new Set<string>();
  const kept: T[] = [];
  for (const label of labels) {
    const { box, group } = label;
    if (group !== undefined && placed.has(group)) continue;
    const hit = taken.some(
      (other) =>
        box.left < other.right && box.right > other.left && box.top < other.bottom && box.bottom > other.top,
    );
    if (hit) continue;
    taken.push(box);
    kept.push(label);
    if (group !== undefined) placed.add(group);
  }
  return kept;
}
