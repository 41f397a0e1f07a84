// The page's width as CSS media queries see it, for components that lay out by breakpoint.
import { vi } from 'vitest';

/** Makes `matchMedia` answer the mobile query (spec §9: up to 1023 px) as `mobile` says. */
export function setMobile(mobile: boolean) {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width') ? mobile : !mobile,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
