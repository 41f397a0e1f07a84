// Writes src/modules/media/emoji-icons.json: the Fluent emoji the seeded pictures use, each resolved
// to its SVG body and view box. The full icon set (@iconify-json/fluent-emoji-flat, 8 MB) and
// @iconify/utils stay build-time tools (devDependencies); the running API reads only this file.
//   pnpm --filter @storefront/api emoji-icons   (also the first step of the API's `build`)
// src/modules/media/emoji.test.ts fails when the file is not what this script writes now.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { getIconData } from '@iconify/utils';
import { DEFAULT_PICTURE } from '../src/modules/media/dish';
import type { EmojiIcons } from '../src/modules/media/emoji';
import { CATALOGS } from '../src/seed';

type IconSet = Parameters<typeof getIconData>[0];

export const EMOJI_ICONS_FILE = fileURLToPath(
  new URL('../src/modules/media/emoji-icons.json', import.meta.url),
);

/** Every `icon` named anywhere in the seeded catalogs (groups, products, modifiers, gifts, …). */
export function seededIcons(): string[] {
  const icons = new Set<string>([DEFAULT_PICTURE.icon]);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'icon' && typeof child === 'string') icons.add(child);
        else walk(child);
      }
    }
  };
  walk(CATALOGS);
  return [...icons].sort();
}

/** The file's content: each seeded icon's body and view box, in name order. */
export function emojiIcons(): EmojiIcons {
  const require = createRequire(import.meta.url);
  const set: IconSet = JSON.parse(
    readFileSync(require.resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
  );
  const icons: EmojiIcons = {};
  for (const name of seededIcons()) {
    const data = getIconData(set, name);
    if (!data) throw new Error(`the seed names "${name}", which the Fluent emoji set does not have`);
    icons[name] = {
      body: data.body,
      left: data.left ?? 0,
      top: data.top ?? 0,
      width: data.width ?? 32,
      height: data.height ?? 32,
    };
  }
  return icons;
}

export function emojiIconsJson(): string {
  return `${JSON.stringify(emojiIcons())}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(EMOJI_ICONS_FILE, emojiIconsJson());
  console.info(`[emoji-icons] ${Object.keys(emojiIcons()).length} icons → ${EMOJI_ICONS_FILE}`);
}
