/** The route's order id as the API takes it (a positive 32-bit integer), or null for anything else. */
export function parseOrderId(raw: string | number | null | undefined): number | null {
  const text = String(raw ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
