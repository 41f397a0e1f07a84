// Seed pictures (DESIGN.md "Pictures for the demo world"): a Fluent emoji on a soft brand-coloured
// background, as a small SVG with its width and height. The emoji the seed names are resolved at
// build time into emoji-icons.json (api/scripts/emoji-icons.ts), so the running API carries no icon
// set; composed pictures are kept in memory (there are a few hundred).
import ICONS from './emoji-icons.json' with { type: 'json' };

/** One emoji: its SVG body and the view box it is drawn in. */
export interface EmojiIcon {
  body: string;
  left: number;
  top: number;
  width: number;
  height: number;
}
export type EmojiIcons = Record<string, EmojiIcon>;

const icons: EmojiIcons = ICONS;

/** The emoji `name`, or null when the seed names no such icon. */
export function emojiIcon(name: string): EmojiIcon | null {
  return Object.hasOwn(icons, name) ? icons[name]! : null;
}

export function iconExists(name: string): boolean {
  return emojiIcon(name) !== null;
}

/** The sizes pictures are served in: product cards and modals, modifier chips, wide promo art. */
export const PICTURE_SIZES = {
  '96x96': [96, 96],
  '400x400': [400, 400],
  '800x800': [800, 800],
  '600x300': [600, 300],
  '1200x600': [1200, 600],
} as const satisfies Record<string, readonly [number, number]>;
export type PictureSize = keyof typeof PICTURE_SIZES;

export function isPictureSize(value: string): value is PictureSize {
  return Object.hasOwn(PICTURE_SIZES, value);
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

/** `#rrggbb` → a slightly deeper tone of it for the halo behind the emoji. */
function deeper(hex: string): string {
  const value = Number.parseInt(hex, 16);
  const channel = (shift: number) => Math.max(0, ((value >> shift) & 0xff) - 18);
  return [16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('');
}

/** The SVG of `icon` on `background` (six hex digits, no `#`), or null for an unknown icon. */
export function emojiSvg(icon: string, background: string, size: PictureSize): string | null {
  const key = `${icon}/${background}/${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  if (!/^[0-9a-f]{6}$/.test(background)) return null;
  const data = emojiIcon(icon);
  if (!data) return null;
  const [width, height] = PICTURE_SIZES[size];
  const side = Math.round(Math.min(width, height) * 0.62);
  const x = Math.round((width - side) / 2);
  const y = Math.round((height - side) / 2);
  const halo = Math.round(Math.min(width, height) * 0.42);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#${background}"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="${halo}" fill="#${deeper(background)}" opacity="0.35"/>` +
    `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="${data.left} ${data.top} ${data.width} ${data.height}">${data.body}</svg>` +
    '</svg>';
  if (cache.size < CACHE_LIMIT) cache.set(key, svg);
  return svg;
}

/** Public URL of a seeded picture in one size. */
export function pictureUrl(picture: { icon: string; background: string }, size: PictureSize): string {
  return `/api/media/emoji/${picture.icon}/${picture.background.replace('#', '')}/${size}.svg`;
}
