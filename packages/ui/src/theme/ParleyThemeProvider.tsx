import { createContext, useContext, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { PortalContainerContext } from './portalContainer.ts';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { theme } from './theme.ts';
import { colorTokenNames, defaultChartColors, defaultColors, fontStack, radii, spaceScale } from './tokens.ts';

export interface WhiteLabel {
  /** Product title shown in the top bar and document title. */
  title?: string;
  logoUrl?: string;
  /** Overrides of colour tokens by name, e.g. `{ primary: '#0a7' }` → `--parley-color-primary`. */
  colors?: Record<string, string>;
}

export interface ParleyThemeProviderProps {
  whiteLabel?: WhiteLabel;
  /** Palette for charts (donut default has seven colours). */
  chartColors?: string[];
  /**
   * Style the whole page as well: the body's margin, font, colour and background, and border-box sizing
   * everywhere. Off by default, so a host page keeps its own; the console turns it on. The tokens, the font and
   * border-box sizing always apply inside the provider's element (and its dialogs and menus), never outside.
   */
  globalStyles?: boolean;
  children?: ReactNode;
}

export interface ParleyBranding {
  title?: string;
  logoUrl?: string;
  chartColors: string[];
}

const BrandingContext = createContext<ParleyBranding>({ chartColors: defaultChartColors });

/** The white-label title/logo and the chart palette given to the nearest ParleyThemeProvider. */
export function useParleyBranding(): ParleyBranding {
  return useContext(BrandingContext);
}

/**
 * Provides the Parley tokens as CSS variables, scoped to the provider's element (an element without a box of its
 * own, so the host's layout is unchanged), and a portal container inside the same scope for dialogs, panels,
 * toasts and menus. The styled-components theme is provided too, for hosts' own components that read it.
 */
export function ParleyThemeProvider({
  whiteLabel,
  chartColors,
  globalStyles = false,
  children,
}: ParleyThemeProviderProps) {
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const overrides = useMemo(() => toOverrideCss(whiteLabel?.colors), [whiteLabel?.colors]);
  const branding = useMemo<ParleyBranding>(
    () => ({
      title: whiteLabel?.title,
      logoUrl: whiteLabel?.logoUrl,
      chartColors: chartColors && chartColors.length > 0 ? chartColors : defaultChartColors,
    }),
    [whiteLabel?.title, whiteLabel?.logoUrl, chartColors],
  );
  const portalContainer = usePortalHost(scope);
  return (
    <ThemeProvider theme={theme}>
      <BrandingContext.Provider value={branding}>
        <PortalContainerContext.Provider value={portalContainer}>
          <StyledTokens />
          {globalStyles ? <StyledPageStyles /> : null}
          {overrides ? <StyledOverrides $scope={scope} $css={overrides} $page={globalStyles} /> : null}
          <div {...{ [SCOPE_ATTRIBUTE]: scope }} style={{ display: 'contents' }}>
            {children}
          </div>
        </PortalContainerContext.Provider>
      </BrandingContext.Provider>
    </ThemeProvider>
  );
}

/**
 * The element dialogs and menus render into: a scoped element at the end of the body, so they sit above the page
 * and still see the tokens. It exists from the first render (children can portal into it at once) and is attached
 * before any effect of theirs runs.
 */
function usePortalHost(scope: string): HTMLElement | null {
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.style.display = 'contents';
    element.setAttribute('data-parley-portals', '');
    return element;
  });
  useLayoutEffect(() => {
    if (!host) return;
    host.setAttribute(SCOPE_ATTRIBUTE, scope);
    document.body.append(host);
    return () => host.remove();
  }, [host, scope]);
  return host;
}

function toOverrideCss(colors: Record<string, string> | undefined): string {
  if (!colors) return '';
  return Object.entries(colors)
    .filter(([name, value]) => /^[a-z][a-z0-9-]*$/i.test(name) && !/[;{}]/.test(value))
    .map(([name, value]) => `--parley-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${value};`)
    .join('\n');
}

const tokenCss = [
  ...colorTokenNames.map((name) => `--parley-color-${name}: ${defaultColors[name]};`),
  ...Object.entries(spaceScale).map(([step, value]) => `--parley-space-${step}: ${value};`),
  ...Object.entries(radii).map(([name, value]) => `--parley-radius-${name}: ${value};`),
  `--parley-font-family: ${fontStack};`,
  '--parley-font-size-sm: 12px;',
  '--parley-font-size-md: 14px;',
  '--parley-font-size-lg: 16px;',
  '--parley-font-size-xl: 20px;',
  '--parley-font-weight-regular: 400;',
  '--parley-font-weight-medium: 500;',
  '--parley-font-weight-bold: 600;',
  '--parley-line-height: 1.45;',
  '--parley-shadow-1: 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1);',
  '--parley-shadow-2: 0 4px 8px -2px rgba(16, 24, 40, 0.1), 0 12px 24px -4px rgba(16, 24, 40, 0.14);',
  '--parley-motion-fast: 120ms;',
  '--parley-side-nav-width: 248px;',
  '--parley-side-nav-collapsed-width: 64px;',
  '--parley-top-bar-height: 56px;',
].join('\n');

const SCOPE_ATTRIBUTE = 'data-parley-scope';

/** The text every Parley scope starts from, and the console's page with its page styles on. */
const baseTextCss = [
  'font-family: var(--parley-font-family);',
  'font-size: var(--parley-font-size-md);',
  'line-height: var(--parley-line-height);',
  'color: var(--parley-color-text);',
  '-webkit-font-smoothing: antialiased;',
].join('\n');

// One stylesheet for every provider on the page: the rules select the scopes, not the page.
const StyledTokens = createGlobalStyle`
  [${SCOPE_ATTRIBUTE}] {
    ${tokenCss}
    ${baseTextCss}
  }
  @media (prefers-reduced-motion: reduce) {
    [${SCOPE_ATTRIBUTE}] { --parley-motion-fast: 0ms; }
  }
  [${SCOPE_ATTRIBUTE}] *, [${SCOPE_ATTRIBUTE}] *::before, [${SCOPE_ATTRIBUTE}] *::after { box-sizing: border-box; }
`;

/** The console's page styles (opt-in): the body itself is styled with the tokens. */
const StyledPageStyles = createGlobalStyle`
  :root {
    ${tokenCss}
  }
  body {
    margin: 0;
    ${baseTextCss}
    background: var(--parley-color-surface-muted);
  }
  *, *::before, *::after { box-sizing: border-box; }
`;

// Doubled attribute: more specific than the token defaults whatever order the sheets land in. With the page
// styles on, the body takes the white label too.
const StyledOverrides = createGlobalStyle<{ $scope: string; $css: string; $page: boolean }>`
  ${({ $page }) => ($page ? ':root,' : '')}
  [${SCOPE_ATTRIBUTE}][${SCOPE_ATTRIBUTE}="${({ $scope }) => $scope}"] {
    ${({ $css }) => $css}
  }
`;
