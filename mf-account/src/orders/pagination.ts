// Spec §2 orders tab: previous and next pagination — previous disabled on page 1, next disabled when
// the current page is empty (or the API says there is nothing after it).
export interface PaginationInput {
  page: number;
  /** Orders on the current page. */
  count: number;
  /** The API's `has_more`; unknown while the page loads. */
  hasMore?: boolean;
}

export function paginationState({ page, count, hasMore }: PaginationInput) {
  return {
    prevDisabled: page <= 1,
    nextDisabled: count === 0 || hasMore === false,
  };
}

/** `?page=` as a page number: a whole number from 1, anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
