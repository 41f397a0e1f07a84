// Which layout (phone or not) the page's server rendered, from the visitor's User-Agent. Hooks that
// follow MOBILE_MEDIA_QUERY give it as their server snapshot, on the server and in the browser while
// it hydrates, so the first render in the browser is the server's HTML; the real media query takes
// over right after. The shell's server sets it per render, the shell's page before hydrating.
let renderedMobile = false;

export function setRenderedLayout(mobile: boolean): void {
  renderedMobile = mobile;
}

export function renderedLayoutIsMobile(): boolean {
  return renderedMobile;
}

let renderedAtMs: number | null = null;

/**
 * The instant the page's server rendered it at, set the same way (per render on the server, by the page
 * before hydrating). What depends on the time of day (a closed kitchen's notice) is rendered on the
 * server at that instant and hydrated with it, so it is in the page's HTML instead of pushing the page
 * down once the browser's clock is read; the browser's clock takes over right after.
 */
export function setRenderedAt(ms: number | null): void {
  renderedAtMs = ms;
}

export function renderedAt(): number | null {
  return renderedAtMs;
}
