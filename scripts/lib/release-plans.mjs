// Each remote's release drill (scripts/tasks/release-drill.mjs, README "Releasing a remote"): what the
// drill changes in the remote and how it sees the change in the running storefront.
// scripts/release-plans.test.ts checks that every `find` still stands once in its file, so a plan made
// stale by a refactor fails the unit step rather than the drill after a build.

/**
 * Each remote's drill: the page that shows its work (`ssr: false` when the remote's block there is
 * rendered in the browser only), a string and a rule to change, and how to see each.
 * A rule's `probe` reads the page: `count` of a selector's matches or the `text` of its first match;
 * `original` and `patched` say what the probe must read before and after the release.
 */
export const PLANS = {
  'mf-menu': {
    path: '/moscow',
    ssr: true,
    string: {
      file: 'mf-menu/src/i18n/locales/ru.ts',
      find: "'Часто заказывают'",
      replace: "'Часто заказывают (учения)'",
      selector: '#menu-popular-title',
      original: 'Часто заказывают',
      patched: 'Часто заказывают (учения)',
    },
    rule: {
      what: "the 'often ordered' carousel holds a single product",
      file: 'mf-menu/src/home/popular-products.tsx',
      find: '{products.map((product, index) => (',
      replace: '{products.slice(0, 1).map((product, index) => (',
      probe: { count: 'div:has(> #menu-popular-title) [aria-roledescription="slide"]' },
      original: (slides) => slides > 1,
      patched: (slides) => slides === 1,
    },
    // The first screen's data is mf-menu's own: its query (and so what the shell's server prefetches
    // for it, exposes/home-page.tsx `prefetch`) gains a field the card shows. The unchanged shell's
    // server-rendered HTML must show it: it fetches what the new build declares, by its new key.
    data: {
      what: 'the menu query gains a note per product, shown on each card',
      patches: [
        {
          file: 'mf-menu/src/query/products-query.ts',
          find: `    queryKey: queryKeys.products.list(context),
    queryFn: ({ signal }) => getProducts(context as LocationContextInput, { signal }),`,
          replace: `    queryKey: [...queryKeys.products.list(context), 'noted'],
    queryFn: ({ signal }) =>
      getProducts(context as LocationContextInput, { signal }).then((menu) => ({
        ...menu,
        product_groups: menu.product_groups.map((group) => ({
          ...group,
          products: group.products.map((product) => ({ ...product, note: 'Учебная новинка' })),
        })),
      })),`,
        },
        {
          file: 'mf-menu/src/product/menu-product-card.tsx',
          find: '      description={product.description}',
          replace: `      description={\`\${(product as { note?: string }).note ?? ''} \${product.description}\`}`,
        },
      ],
      probe: { count: 'text=/Учебная новинка/' },
      original: (cards) => cards === 0,
      patched: (cards) => cards > 1,
    },
  },
  'mf-checkout': {
    // The outcome page of a failed payment needs no order; mf-checkout's block on it is client-only.
    path: '/moscow?state=payment-failure&reason=card_declined',
    ssr: false,
    string: {
      file: 'mf-checkout/src/i18n/locales/ru.ts',
      find: "'Ошибка оплаты'",
      replace: "'Ошибка оплаты (учения)'",
      selector: '[data-testid="payment-failure"] h1',
      original: 'Ошибка оплаты',
      patched: 'Ошибка оплаты (учения)',
    },
    rule: {
      what: 'a declined card reads as insufficient funds too',
      file: 'mf-checkout/src/exposes/order-outcome.tsx',
      find: 'reason === PAYMENT_ERROR_CODES.insufficientFunds',
      replace: "[PAYMENT_ERROR_CODES.insufficientFunds, 'card_declined'].includes(reason ?? '')",
      probe: { text: '[data-testid="payment-failure"] p' },
      original: (lead) => lead !== '' && !lead.includes('Недостаточно средств'),
      patched: (lead) => lead.includes('Недостаточно средств'),
    },
  },
};
