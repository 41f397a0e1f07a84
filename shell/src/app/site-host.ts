// The site's host the content pages name ("the site shop.example"). The server renders it from the
// configured public origin (never the request's Host) and hands it to the browser in the page's state,
// so the browser's first render names the same host; a page the browser renders alone names its own.
let rendered: string | null = null;

/** The server before a render, the browser before it hydrates a server-rendered page. */
export function setSiteHost(host: string | null): void {
  rendered = host;
}

export function siteHost(): string {
  if (rendered !== null) return rendered;
  return typeof window === 'undefined' ? '' : window.location.host;
}
