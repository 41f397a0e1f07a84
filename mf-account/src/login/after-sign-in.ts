// What follows a successful sign-in (spec §4 Login): from the order flow, the cart moves on to
// checkout — step 2 of the cart modal on a phone, the /cart page on desktop; otherwise, after 1.5 s,
// the requested page, or the current one.
export type AfterSignIn =
  | { kind: 'cartStep2' }
  | { kind: 'cartPage'; to: string }
  | { kind: 'redirect'; to: string | null };

export interface AfterSignInInput {
  /** The modal's `intent` prop; mf-cart opens the login with `intent: 'order'`. */
  intent?: unknown;
  /** The modal's `redirect` prop: where the visitor wanted to go (a path under the site). */
  redirect?: unknown;
  isMobile: boolean;
  /** `/{cityAlias}` */
  basePath: string;
}

/** Only same-site paths are followed: a redirect prop from a URL must not send anyone elsewhere. */
export function safeRedirect(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function afterSignIn({ intent, redirect, isMobile, basePath }: AfterSignInInput): AfterSignIn {
  if (intent === 'order')
    return isMobile ? { kind: 'cartStep2' } : { kind: 'cartPage', to: `${basePath}/cart` };
  return { kind: 'redirect', to: safeRedirect(redirect) };
}
