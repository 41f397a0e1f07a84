// A long page's sections below the screen skip their layout until they near it (`content-visibility:
// auto`, the menu's groups), standing in with an estimated height: the phone's first layouts then
// cover the first screen, not the whole menu. A scroll the page makes itself (to a menu group, back to
// a saved position, to an anchor) needs the real heights of what lies above its target: it calls
// layOutInFull() first, and from then on the page lays out every section.

/** On `<html>`: every section is laid out (stylesheets turn their `content-visibility` off). */
export const FULL_LAYOUT_ATTRIBUTE = 'data-full-layout';

export function layOutInFull(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, '');
}
