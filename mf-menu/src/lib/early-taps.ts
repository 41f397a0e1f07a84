// The menu's side of the shell's early-tap queue (shell/src/app/early-taps.inline.js): a tap on a
// button or link inside an element carrying this attribute, made before the shell has hydrated the
// server's page, is held by the page's inline script and made again once React listens. The menu's
// groups, its "often ordered" row and its category bar carry it; nothing else on the page is held.
export const EARLY_TAP_SCOPE = { 'data-early-tap': '' } as const;
