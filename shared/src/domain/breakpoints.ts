// The mobile layout's edge (spec §2/§9) as a media query, for matchMedia: CSS reads the same edge from
// its own media queries.
import { MOBILE_MAX_WIDTH } from './constants';

/** Media queries for CSS-in-JS or `matchMedia`; CSS custom properties cannot be used in media queries. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;
