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
