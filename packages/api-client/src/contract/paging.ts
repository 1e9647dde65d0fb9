import { Type } from '@sinclair/typebox';

/**
 * Page sizes. Every list call takes `from` and `perPage`; the schema caps `perPage`, so the server refuses a larger
 * page with a 400 and the OpenAPI document shows the cap. The largest page the console asks for is 200 (intents,
 * bot-builder-and-reports §8; the agent list of platform-shell §7).
 */
export const PAGE_SIZE_MAX = 200;

/** `perPage` value meaning "all of them", where a list offers it (the console's unpaged account lists, agents per spec). */
export const ALL_ITEMS = -1;

/**
 * What "all" answers at most: the rest is left out and the list says so (`more` or `total`), so no single call reads
 * an unbounded table however large the enterprise grows.
 */
export const ALL_ITEMS_MAX = 1000;

const from = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, description: 'How many items to skip' }));

/** Paging query of a list call: `perPage` from 1 to {@link PAGE_SIZE_MAX}. */
export const Paging = {
  from,
  perPage: Type.Optional(
    Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, description: `Items per page, at most ${PAGE_SIZE_MAX}` }),
  ),
};

/**
 * Paging query of a list that also offers "all": `perPage` -1 answers the first {@link ALL_ITEMS_MAX} items
 * (0 answers none, only the counts).
 */
export const PagingOrAll = {
  from,
  perPage: Type.Optional(
    Type.Integer({
      minimum: ALL_ITEMS,
      maximum: PAGE_SIZE_MAX,
      description: `Items per page, at most ${PAGE_SIZE_MAX}; ${ALL_ITEMS} for all of them, at most ${ALL_ITEMS_MAX}`,
    }),
  ),
};

/** The number of rows a list call reads: `perPage` itself, or {@link ALL_ITEMS_MAX} for "all". */
export const pageLimit = (perPage: number): number => (perPage === ALL_ITEMS ? ALL_ITEMS_MAX : perPage);
