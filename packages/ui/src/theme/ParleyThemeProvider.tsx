import { createContext, useContext, useMemo, type ReactNode } from 'react';
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

/** Provides the Parley tokens as CSS variables plus the styled-components theme that references them. */
export function ParleyThemeProvider({ whiteLabel, chartColors, children }: ParleyThemeProviderProps) {
  const overrides = useMemo(() => toOverrideCss(whiteLabel?.colors), [whiteLabel?.colors]);
  const branding = useMemo<ParleyBranding>(
    () => ({
      title: whiteLabel?.title,
      logoUrl: whiteLabel?.logoUrl,
      chartColors: chartColors && chartColors.length > 0 ? chartColors : defaultChartColors,
    }),
    [whiteLabel?.title, whiteLabel?.logoUrl, chartColors],
  );
  return (
    <ThemeProvider theme={theme}>
      <BrandingContext.Provider value={branding}>
        <StyledTokens />
        {overrides ? <StyledOverrides $css={overrides} /> : null}
        {children}
      </BrandingContext.Provider>
    </ThemeProvider>
  );
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

const StyledTokens = createGlobalStyle`
  :root {
    ${tokenCss}
  }
  @media (prefers-reduced-motion: reduce) {
    :root { --parley-motion-fast: 0ms; }
  }
  body {
    margin: 0;
    font-family: var(--parley-font-family);
    font-size: var(--parley-font-size-md);
    line-height: var(--parley-line-height);
    color: var(--parley-color-text);
    background: var(--parley-color-surface-muted);
    -webkit-font-smoothing: antialiased;
  }
  *, *::before, *::after { box-sizing: border-box; }
`;

const StyledOverrides = createGlobalStyle<{ $css: string }>`
  :root {
    ${({ $css }) => $css}
  }
`;
