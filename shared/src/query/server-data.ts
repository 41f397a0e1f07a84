// What an exposed page or block declares for the shell's server (ARCHITECTURE rule 12): the data it
// needs before it renders, and what it adds to the page's head. Exported beside the exposed component
// (`export async function prefetch(…)`), read by the shell's server from the remote's node build, so a
// remote that changes the data of its first screen releases alone. Types only: nothing here ships.

import type { SessionUser } from '@storefront/shared/stores';
import type { QueryClient } from '@tanstack/react-query';
import type { City, LocationContextInput } from '../contract';

/** What the shell's server knows of the page when it asks a remote module for its data. */
export interface PrefetchContext {
  city: City;
  /** The visitor's menu context (city, order type, shop, zone); null when not chosen yet. */
  context: LocationContextInput | null;
  language: string;
  /** The visitor came with a session cookie (a cart of their own). */
  session: boolean;
  /**
   * The signed-in customer of that session, when the shell's server knows it (null: a guest). The
   * browser's first render reads the same customer, so what depends on it (favourites) can be fetched.
   */
  user?: SessionUser | null;
  /** The layout rendered: a phone's, or not. */
  mobile: boolean;
}

/**
 * Fills the query client with what the module reads on its first render, under the query keys its
 * components read. Called within the render budget: what is not there in time the browser fetches.
 */
export type Prefetch = (queryClient: QueryClient, context: PrefetchContext) => Promise<unknown>;

/** The page as the head describes it, for a module's contribution to it. */
export interface HeadContext extends PrefetchContext {
  /** The configured public origin (never the request's Host). */
  origin: string;
  /** The page's canonical URL. */
  canonical: string;
  brand: string;
  /** The page's title (the shell's). */
  title: string;
}

/** What a module adds to the page's head: structured data (JSON-LD) and a preview image. */
export interface HeadData {
  jsonLd?: unknown;
  image?: string;
}

/** Reads what prefetch fetched (never fetches): null when it has nothing to add. */
export type HeadDataOf = (queryClient: QueryClient, page: HeadContext) => Promise<HeadData | null>;
