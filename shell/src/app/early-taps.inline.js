// Inlined at the top of the shell's HTML (rsbuild-app.ts): the server-rendered menu is on screen long
// before its script has arrived and hydrated it, and a tap on a button that React does not own yet is
// lost. This listener (document, capture phase: before React's own at the root) takes every tap on a
// button or link inside an element marked `data-early-tap` that its component has not yet declared
// live, shows the control busy and queues it; the component, once hydrated, calls
// `__STOREFRONT_EARLY_TAPS__.live(element)` and each queued control is clicked again, so the tap goes
// through the real handler (React's own replay starts only once hydrateRoot runs, and drops a tap on a
// boundary whose code has not arrived). A control is queued once (a second tap while it waits does not
// add twice); one that is gone or disabled by then is not clicked. Each tap also fires `early-tap` on
// its scope, so a part that hydrates late can hydrate at once. Plain ES2020 without imports.
(() => {
  const queued = [];
  const live = new WeakSet();
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      const scope = target?.closest('[data-early-tap]');
      if (!scope || live.has(scope)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (queued.some((entry) => entry.target === target) || target.getAttribute('aria-busy') === 'true')
        return;
      queued.push({ target: target, busy: target.getAttribute('aria-busy') });
      target.setAttribute('aria-busy', 'true');
      scope.dispatchEvent(new Event('early-tap'));
    },
    true,
  );
  window.__STOREFRONT_EARLY_TAPS__ = {
    live(scope) {
      live.add(scope);
      for (const entry of queued.filter((item) => scope.contains(item.target))) {
        queued.splice(queued.indexOf(entry), 1);
        const target = entry.target;
        if (entry.busy === null) target.removeAttribute('aria-busy');
        else target.setAttribute('aria-busy', entry.busy);
        if (target.isConnected && !target.disabled) target.click();
      }
    },
  };
})();
