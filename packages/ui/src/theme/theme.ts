import { colorTokenNames, spaceScale, type ColorTokenName } from './tokens.ts';

type CamelCase<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

function camel(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

const colors = Object.fromEntries(colorTokenNames.map((name) => [camel(name), `var(--parley-color-${name})`])) as {
  [K in ColorTokenName as CamelCase<K>]: string;
};

const space = Object.fromEntries(Object.keys(spaceScale).map((step) => [step, `var(--parley-space-${step})`])) as {
  [K in keyof typeof spaceScale]: string;
};

/**
 * The styled-components theme. Every value is a CSS variable reference, so white-label
 * overrides apply at run time without re-rendering.
 */
export const theme = {
  colors,
  space,
  radius: {
    sm: 'var(--parley-radius-sm)',
    md: 'var(--parley-radius-md)',
    lg: 'var(--parley-radius-lg)',
    full: 'var(--parley-radius-full)',
  },
  font: {
    family: 'var(--parley-font-family)',
    sizeSm: 'var(--parley-font-size-sm)',
    sizeMd: 'var(--parley-font-size-md)',
    sizeLg: 'var(--parley-font-size-lg)',
    sizeXl: 'var(--parley-font-size-xl)',
    weightRegular: 'var(--parley-font-weight-regular)',
    weightMedium: 'var(--parley-font-weight-medium)',
    weightBold: 'var(--parley-font-weight-bold)',
    lineHeight: 'var(--parley-line-height)',
  },
  shadow: { 1: 'var(--parley-shadow-1)', 2: 'var(--parley-shadow-2)' },
  motion: { fast: 'var(--parley-motion-fast)' },
  layout: {
    sideNavWidth: 'var(--parley-side-nav-width)',
    sideNavCollapsedWidth: 'var(--parley-side-nav-collapsed-width)',
    topBarHeight: 'var(--parley-top-bar-height)',
  },
  // Pop-ups are portaled, so they must sit above the dialogs they may open from.
  zIndex: { nav: 10, dropdown: 100, overlay: 200, modal: 300, popover: 350, toast: 400 },
} as const;

export type ParleyTheme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ParleyTheme {}
}
