export interface NavLinkLike {
  href?: string;
  children?: { href: string }[];
}

/** True when `href` is `path` itself or a parent segment of it. */
export function isHrefPrefix(href: string, path: string): boolean {
  const base = stripQuery(href).replace(/\/+$/, '');
  const current = stripQuery(path).replace(/\/+$/, '');
  if (base === '') return current === '';
  return current === base || current.startsWith(`${base}/`);
}

/** The longest href among the items (and their children) that prefixes `path`, if any. */
export function findActiveHref(items: NavLinkLike[], path: string): string | undefined {
  let best: string | undefined;
  const consider = (href: string | undefined) => {
    if (href && isHrefPrefix(href, path) && (!best || stripQuery(href).length > stripQuery(best).length)) best = href;
  };
  for (const item of items) {
    consider(item.href);
    item.children?.forEach((child) => consider(child.href));
  }
  return best;
}

function stripQuery(href: string): string {
  return href.replace(/[?#].*$/, '');
}
