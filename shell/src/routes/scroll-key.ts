// Which saved scroll position a page gets back (React Router's ScrollRestoration keeps them in
// sessionStorage by key). The first page of every document load has the key 'default', so a page
// loaded afresh — the outcome after 3-D Secure, which returns through a full navigation — got the
// position saved for an earlier document's first page (checkout, scrolled to its Pay button), and
// "order accepted" opened out of view. Such an entry is keyed by its address
// instead: a reload still returns to where it was, a new address starts at the top.
export interface KeyedLocation {
  key: string;
  pathname: string;
  search: string;
}

export const FIRST_ENTRY_KEY = 'default';

export function scrollKey(location: KeyedLocation): string {
  return location.key === FIRST_ENTRY_KEY ? `${location.pathname}${location.search}` : location.key;
}
