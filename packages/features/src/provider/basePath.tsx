import { createContext, useCallback, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@parley/ui';
import {
  Link,
  Navigate,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateFunction,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from 'react-router';

/**
 * Where the host mounts the feature modules ('/tools' when they live under /tools/*); '' at the root. The areas'
 * own paths ('/bots/7/intents') are written as if the console sat at the root; every link and navigation in the
 * features goes through the helpers below, which put the base path in front, so a module works under any prefix.
 */
const BasePathContext = createContext('');

export interface BasePathProviderProps {
  basePath: string;
  children: ReactNode;
}

export function BasePathProvider({ basePath, children }: BasePathProviderProps) {
  return <BasePathContext.Provider value={normaliseBasePath(basePath)}>{children}</BasePathContext.Provider>;
}

/** '/tools/' and 'tools' → '/tools'; '/' and '' → ''. */
export const normaliseBasePath = (basePath: string) => {
  const trimmed = basePath.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
};

export const useBasePath = () => useContext(BasePathContext);

/** A console path ('/bots') under a base path; relative paths and history steps are left alone. */
export function withBasePath<T extends To>(basePath: string, to: T): T {
  if (!basePath) return to;
  if (typeof to === 'string') return (to.startsWith('/') ? `${basePath}${to === '/' ? '' : to}` : to) as T;
  const path = to as Exclude<To, string>;
  return (path.pathname?.startsWith('/') ? { ...path, pathname: withBasePath(basePath, path.pathname) } : to) as T;
}

/** The current path as the areas write it: the location's path without the base path. */
export function useConsolePathname(): string {
  const basePath = useBasePath();
  const { pathname } = useLocation();
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)))
    return pathname.slice(basePath.length) || '/';
  return pathname;
}

/** react-router's navigate, with console paths put under the base path. */
export function useConsoleNavigate(): NavigateFunction {
  const basePath = useBasePath();
  const navigate = useNavigate();
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(withBasePath(basePath, to), options)) as NavigateFunction,
    [basePath, navigate],
  );
}

/** react-router's Link for a console path, in the theme's link colours (a wrapper's own link style still wins). */
export function ConsoleLink({ to, ...props }: LinkProps) {
  return <StyledConsoleLink {...props} to={withBasePath(useBasePath(), to)} />;
}

// The darker of the two primaries: the lighter one falls under 4.5:1 on the muted page background.
const StyledConsoleLink = styled(Link)`
  color: ${theme.colors.primaryHover};
  text-underline-offset: 2px;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

/** react-router's Navigate for a console path. */
export function ConsoleNavigate({ to, ...props }: NavigateProps) {
  return <Navigate {...props} to={withBasePath(useBasePath(), to)} />;
}
