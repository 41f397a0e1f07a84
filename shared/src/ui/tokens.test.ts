// @vitest-environment node
// Node environment: the file is read from disk (vitest's CSS pipeline would hand an empty string).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

describe('design tokens', () => {
  it.each(['pizza', 'rolls', 'wok', 'shawarma', 'lavash'])('has a theme for the %s brand', (brand) => {
    expect(css).toMatch(new RegExp(String.raw`\[data-brand=["']${brand}["']\]`));
  });

  it('has the 4 px spacing scale, radii 8/16/24 and two shadows', () => {
    for (const [name, value] of [
      ['space-1', '4px'],
      ['space-2', '8px'],
      ['space-3', '12px'],
      ['space-4', '16px'],
      ['space-6', '24px'],
      ['space-8', '32px'],
      ['space-12', '48px'],
      ['radius-s', '8px'],
      ['radius-m', '16px'],
      ['radius-l', '24px'],
    ]) {
      expect(css).toContain(`--${name}: ${value};`);
    }
    expect(css).toContain('--shadow-1:');
    expect(css).toContain('--shadow-2:');
  });

  it('has font sizes 12 to 32 and a 44 px tap target', () => {
    for (const size of [12, 14, 16, 20, 24, 32]) expect(css).toContain(`: ${size}px;`);
    expect(css).toContain('--tap-target: 44px;');
  });

  it('turns motion off for people who prefer reduced motion', () => {
    expect(css).toMatch(/prefers-reduced-motion: reduce[\s\S]*--duration-base: 0ms/);
  });
});
