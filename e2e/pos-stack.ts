// The second storefront the suite serves: the same production builds in POS mode (docs/pos.md), its
// menu and kitchen the fake iikoCloud's, so a journey can act as the restaurant's staff in the POS
// (prices, stop lists, order statuses through the fake's /fake/... routes) and watch the storefront
// follow. It runs beside the main stack, 100 ports above it, and only when the suite serves the build
// (started by global set-up: side-stacks.ts).
import { PORT_BASE } from './target';

export const POS_PORT_BASE = PORT_BASE + 100;

/** The POS-mode storefront's origin (its shell's server). */
export const POS_STOREFRONT_URL = `http://127.0.0.1:${POS_PORT_BASE}`;

/** The fake iikoCloud beside it (scripts/lib/topology.mjs: base + 12). */
export const FAKE_IIKO_URL = `http://127.0.0.1:${POS_PORT_BASE + 12}`;
