// Inlined at the top of the shell's HTML (rsbuild-app.ts): the server-rendered menu is on screen long
// before its scripts have arrived, and a tap on a button that React does not listen to yet is lost.
// Until the shell hydrates the page (bootstrap.tsx calls `__STOREFRONT_EARLY_TAPS__.hydrating()` right
// after hydrateRoot), this listener (document, capture phase) takes every tap on a button or link
// inside an element marked `data-early-tap` (the menu's groups, "often ordered", the category bar) and
// shows the control busy.
// A button that adds at once carries the request its handler would send (`data-early-add`: the body of
// PUT /cart/add, written by the menu only when the server would take it: a product without options, an
// order type chosen). Its tap is SENT now, as shared/api sends it, and the cart's count from the answer
// is written into every `data-cart-count` (the header's counter, the phone's bottom bar) when it comes:
// on a phone the scripts arrive seconds later. The answered cart is handed to the shell (`hydrating(onCart)`), which
// puts it in its cart query once the page has hydrated. A sent tap is not made again, and taps on its
// button are swallowed until the answer is in; if the request fails, the tap is held like any other.
// Every other tap is held: after hydrateRoot each held control is clicked again, so it goes through the
// real handler (React hydrates the part a tap lands on at once; the shell loads the remotes it
// server-rendered before hydrating). A control is held once (a second tap while it waits does not add
// twice); one that is gone or disabled by then is not clicked. Plain ES2020 without imports.
(() => {
  const boot = window.__STOREFRONT_BOOT__;
  const held = [];
  const sent = [];
  const carts = [];
  let hydrating = false;
  let onCart = null;

  function release(entry) {
    const target = entry.target;
    if (entry.busy === null) target.removeAttribute('aria-busy');
    else target.setAttribute('aria-busy', entry.busy);
    return target;
  }
  function replay(entry) {
    const target = release(entry);
    if (target.isConnected && !target.disabled) target.click();
  }

  function send(entry, body) {
    sent.push(entry);
    const headers = { accept: 'application/json', 'content-type': 'application/json', 'x-brand': boot.brand };
    if (document.documentElement.lang) headers['accept-language'] = document.documentElement.lang;
    fetch(`${String(boot.apiBase).replace(/\/+$/, '')}/cart/add`, {
      method: 'PUT',
      headers: headers,
      body: body,
      credentials: 'include',
    })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null)
      .then((answer) => {
        sent.splice(sent.indexOf(entry), 1);
        const cart = answer?.cart;
        if (!cart || typeof cart.count !== 'number') {
          // Failed: the real handler makes it again (and shows its error) once React listens.
          if (hydrating) replay(entry);
          else held.push(entry);
          return;
        }
        release(entry);
        // Written even once React listens: the shell puts the cart in its query only when the page is
        // ready, seconds later on a phone, and a count that does not move then invites a second tap.
        // React leaves the text alone until it renders another count, which is then the answered one.
        for (const counter of document.querySelectorAll('[data-cart-count]'))
          counter.textContent = cart.count;
        if (onCart) onCart(cart, body);
        else carts.push([cart, body]);
      });
  }

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
      const waiting = sent.some((entry) => entry.target === target);
      if (!waiting && (hydrating || !target?.closest('[data-early-tap]'))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (
        waiting ||
        held.some((entry) => entry.target === target) ||
        target.getAttribute('aria-busy') === 'true'
      )
        return;
      const entry = { target: target, busy: target.getAttribute('aria-busy') };
      target.setAttribute('aria-busy', 'true');
      const body = target.getAttribute('data-early-add');
      if (body && boot && window.fetch) send(entry, body);
      else held.push(entry);
    },
    true,
  );
  window.__STOREFRONT_EARLY_TAPS__ = {
    hydrating(listener) {
      hydrating = true;
      onCart = listener || null;
      for (const entry of held.splice(0)) replay(entry);
      for (const [cart, body] of carts.splice(0)) onCart?.(cart, body);
    },
  };
})();
