// Finding what the keyboard can reach inside a container (modal focus trap, date picker).

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements Tab stops at inside `root`, in document order (no tabindex -1, nothing hidden or inert). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
      // Collapsed <details> and display:none subtrees have no client rects in a real browser.
      (element.getClientRects().length > 0 || !isLaidOut()),
  );
}

// happy-dom and jsdom do no layout: every element has no rects, so visibility cannot be judged there.
function isLaidOut(): boolean {
  return typeof document !== 'undefined' && document.documentElement.getClientRects().length > 0;
}
