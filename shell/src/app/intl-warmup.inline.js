// Inlined at the top of the shell's HTML (rsbuild-app.ts). A page's first Intl.NumberFormat or
// Intl.DateTimeFormat loads the ICU data behind it, 50–90 ms on a phone's CPU (Chromium slowed 4×),
// and the page's first one is made while the shell's scripts start, inside the start-up's longest
// task. Made here when the browser is first idle (after the first paint, on a phone while the scripts
// still download), that cost leaves the start-up: the formatters made later, of any locale and
// options, take a few milliseconds. Plain ES2020 without imports.
(() => {
  const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 50));
  // One each, in separate idle periods: together they would be one long task.
  idle(() => {
    new Intl.NumberFormat('ru-RU').format(1);
    idle(() => new Intl.DateTimeFormat('ru-RU', { timeZone: 'UTC' }).format(0));
  });
})();
