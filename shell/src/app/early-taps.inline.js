// Inlined at the top of the shell's HTML (rsbuild-app.ts): the server-rendered menu is on screen long
// before its scripts have arrived, and a tap on a button that React does not listen to yet is lost.
// Until the shell hydrates the page (bootstrap.tsx calls `__STOREFRONT_EARLY_TAPS__.hydrating()` right
// after hydrateRoot), this listener (document, capture phase) holds every tap on a button or link inside
// an element marked `data-early-tap` (the menu's groups, "often ordered", the category bar), shows the
// control busy and queues it; then each held control is clicked again. From hydrateRoot on, React
// listens: a tap on a part not hydrated yet makes React hydrate that part at once and run its handler
// (the shell loads the remotes it server-rendered before hydrating), so the replayed tap goes through
// the real handler, as every later tap does. A control is held once (a second tap while it waits does
// not add twice); one that is gone or disabled by then is not clicked. Plain ES2020 without imports.
(() => {
  const queued = [];
  let hydrating = false;
  document.addEventListener(
    'click',
    (event) => {
      if (hydrating) return;
      const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      if (!target?.closest('[data-early-tap]')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (queued.some((entry) => entry.target === target) || target.getAttribute('aria-busy') === 'true')
        return;
      queued.push({ target: target, busy: target.getAttribute('aria-busy') });
      target.setAttribute('aria-busy', 'true');
    },
    true,
  );
  window.__STOREFRONT_EARLY_TAPS__ = {
    hydrating() {
      hydrating = true;
      for (const entry of queued.splice(0)) {
        const target = entry.target;
        if (entry.busy === null) target.removeAttribute('aria-busy');
        else target.setAttribute('aria-busy', entry.busy);
        if (target.isConnected && !target.disabled) target.click();
      }
    },
  };
})();
