// A long page's sections below the screen skip their layout until they near it (`content-visibility:
// auto`, the menu's groups), standing in with an estimated height: the phone's first layouts then
// cover the first screen, not the whole menu. A scroll the page makes itself (to a menu group, back to
// a saved position) needs the real heights of what lies above its target: it calls
// layOutInFull() first, and from then on the page lays out every section.

/** Sets `data-full-layout` on `<html>`: stylesheets turn their sections' `content-visibility` off. */
export function layOutInFull(): void {
  document.documentElement.setAttribute('data-full-layout', '');
}
