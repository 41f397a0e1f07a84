import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMOJI_ICONS_FILE, emojiIconsJson, seededIcons } from '../../../scripts/emoji-icons';
import { emojiIcon, emojiSvg, iconExists } from './emoji';

describe('the emoji the seed uses, resolved at build time', () => {
  it('emoji-icons.json is what api/scripts/emoji-icons.ts writes from the seed now (run it after a seed change)', () => {
    expect(readFileSync(EMOJI_ICONS_FILE, 'utf8')).toBe(emojiIconsJson());
  });

  it('has every icon the seed names, and only those', () => {
    for (const icon of seededIcons()) expect(iconExists(icon), icon).toBe(true);
    expect(iconExists('no-such-icon')).toBe(false);
    // Names are looked up as own keys only: nothing inherited from Object.prototype.
    for (const name of ['constructor', '__proto__', 'toString']) expect(emojiIcon(name)).toBeNull();
  });

  it('draws an icon in its own view box on the brand colour', () => {
    const pizza = emojiIcon('pizza')!;
    const svg = emojiSvg('pizza', 'fff1e6', '400x400')!;
    expect(svg).toContain('width="400" height="400"');
    expect(svg).toContain('fill="#fff1e6"');
    expect(svg).toContain(
      `viewBox="${pizza.left} ${pizza.top} ${pizza.width} ${pizza.height}">${pizza.body}</svg>`,
    );
    expect(emojiSvg('no-such-icon', 'fff1e6', '400x400')).toBeNull();
    expect(emojiSvg('pizza', 'zzzzzz', '400x400')).toBeNull();
  });
});
