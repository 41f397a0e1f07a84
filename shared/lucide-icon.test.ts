// lucide-icon.mjs stands in for lucide-react's own renderer in every build (federation.ts,
// iconAliases): the page must get the very SVG lucide-react renders, for each way this project
// calls an icon. Here both render side by side, through the server renderer, attributes compared
// regardless of order.

import { render } from '@testing-library/react';
import { CircleCheckBig, Search, ShoppingBag } from 'lucide-react';
import { __iconData as circleCheckBigData } from 'lucide-react/icons/circle-check-big';
import { __iconData as searchData } from 'lucide-react/icons/search';
import { __iconData as shoppingBagData } from 'lucide-react/icons/shopping-bag';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon.mjs';

/** The markup with each tag's attributes sorted. */
function normalized(markup: string): string {
  return markup.replace(/<([a-z]+)((?:\s+[^\s=>]+="[^"]*")*)\s*(\/?)>/g, (_tag, name, attributes, close) => {
    const sorted = [...String(attributes).matchAll(/([^\s=]+)="([^"]*)"/g)]
      .map(([, key, value]) => `${key}="${value}"`)
      .sort();
    return `<${name}${sorted.map((attribute) => ` ${attribute}`).join('')}${close}>`;
  });
}

const ICONS: [string, ComponentType<Record<string, unknown>>, Parameters<typeof createLucideIcon>[0]][] = [
  ['Search', Search as ComponentType<Record<string, unknown>>, searchData],
  ['ShoppingBag', ShoppingBag as ComponentType<Record<string, unknown>>, shoppingBagData],
  // An icon with an alias: its class names both.
  ['CircleCheckBig', CircleCheckBig as ComponentType<Record<string, unknown>>, circleCheckBigData],
];

/** How the storefront calls its icons. */
const CALLS: [string, Record<string, unknown>][] = [
  ['no props', {}],
  ['size, stroke and focusable (the empty cart)', { size: 40, strokeWidth: 1.5, focusable: 'false' }],
  ['a class of its own', { className: 'icon  extra', 'aria-hidden': true }],
  ['a name of its own: not hidden', { 'aria-label': 'Поиск', role: 'img' }],
  ['colour and absolute stroke width', { color: 'red', size: 16, absoluteStrokeWidth: true }],
  ['width and height apart', { width: 10, height: 12 }],
  ['a title as its child', { children: createElement('title', null, 'Корзина') }],
];

describe('lucide-icon.mjs renders what lucide-react renders', () => {
  for (const [name, Real, data] of ICONS) {
    const Ours = createLucideIcon(data) as unknown as ComponentType<Record<string, unknown>>;
    for (const [call, props] of CALLS) {
      it(`${name}, ${call}`, () => {
        const real = renderToStaticMarkup(createElement(Real, props));
        const ours = renderToStaticMarkup(createElement(Ours, props));
        expect(normalized(ours)).toBe(normalized(real));
      });
    }
  }

  it('passes a ref to the svg element', () => {
    const Ours = createLucideIcon(searchData);
    const ref = { current: null as SVGSVGElement | null };
    const { unmount } = render(createElement(Ours, { ref }));
    expect(ref.current?.tagName.toLowerCase()).toBe('svg');
    unmount();
  });
});
