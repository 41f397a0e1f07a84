// What the builds use in place of lucide-react's `createLucideIcon` (federation.ts, ICON_ALIASES).
// lucide-react 1.x renders every icon through machinery written for several frameworks
// (attribute-name maps, a context provider, class and case helpers): about 1.3 KB gzip in the shell's
// start-up script, and again in each remote's first chunk. The icons themselves (lucide's own data
// modules) are unchanged; this renders them as lucide-react does, with the same SVG markup for the
// props this project passes (size, width, height, color, strokeWidth, absoluteStrokeWidth, className,
// aria and other SVG attributes, children), which lucide-icon.test.ts checks against lucide-react.
// (Not an export of @storefront/shared: each build bundles it with its own icons, as it would
// lucide-react's.)
import { createElement, forwardRef } from 'react';

/** An accessible name or role of its own: then the icon is not hidden from assistive technology. */
const namesItself = (props) =>
  Object.keys(props).some(
    (key) => (key.startsWith('aria-') || key === 'role' || key === 'title') && props[key] != null,
  );

/**
 * @param {{ name: string, size?: number, node: [string, Record<string, unknown>][], aliases?: string[] }} icon
 *   an icon's data, as lucide-react's icon modules pass it
 */
export default function createLucideIcon(icon) {
  const box = icon.size ?? 24;
  const classes = [
    'lucide',
    `lucide-${icon.name}`,
    ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`),
  ];
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, at the top level of its module (as lucide-react's own factory)
  return forwardRef(function LucideIcon(
    { color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, className = '', children, ...rest },
    ref,
  ) {
    const drawnWidth = width ?? size ?? 24;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: drawnWidth,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(drawnWidth) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...new Set([...classes, ...className.split(' ')])].filter(Boolean).join(' '),
        ...(!children && !namesItself(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
