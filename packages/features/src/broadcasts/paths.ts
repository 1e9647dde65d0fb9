/** Where the broadcasts area's pages live (relative to the console's root; §2 "Broadcast routes"). */
export const broadcastPaths = {
  list: '/campaigns/broadcast',
  create: '/campaigns/broadcast/create',
  view: (id: string) => `/campaigns/broadcast/${encodeURIComponent(id)}`,
} as const;
