/** Colour token names; each becomes `--parley-color-<name>`. */
export const colorTokenNames = [
  'primary',
  'primary-hover',
  'primary-contrast',
  'primary-subtle',
  'surface',
  'surface-muted',
  'surface-hover',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'danger',
  'danger-hover',
  'danger-subtle',
  'success',
  'success-subtle',
  'warning',
  'warning-subtle',
  'info',
  'info-subtle',
  'focus',
  'overlay',
  'nav',
  'nav-text',
  'nav-text-muted',
  'nav-active',
] as const;

export type ColorTokenName = (typeof colorTokenNames)[number];

/** The default light palette: neutral greys with one accent blue. */
export const defaultColors: Record<ColorTokenName, string> = {
  primary: '#2f6fed',
  'primary-hover': '#1f5bd6',
  'primary-contrast': '#ffffff',
  'primary-subtle': '#eaf1fe',
  surface: '#ffffff',
  'surface-muted': '#f5f7fa',
  'surface-hover': '#eef1f5',
  border: '#dde2ea',
  'border-strong': '#b9c1cd',
  text: '#1c2430',
  'text-muted': '#5b6676',
  danger: '#c9302c',
  'danger-hover': '#a82622',
  'danger-subtle': '#fdecec',
  success: '#17703f',
  'success-subtle': '#e6f5ed',
  warning: '#8a5a00',
  'warning-subtle': '#fff4dc',
  info: '#1f5bd6',
  'info-subtle': '#eaf1fe',
  focus: '#2f6fed',
  overlay: 'rgba(15, 23, 35, 0.48)',
  nav: '#ffffff',
  'nav-text': '#1c2430',
  'nav-text-muted': '#5b6676',
  'nav-active': '#eaf1fe',
};

export const spaceScale = {
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  7: '32px',
  8: '40px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '12px', full: '999px' } as const;

export const fontStack = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const defaultChartColors = ['#2f6fed', '#1b9e77', '#f0a202', '#d1495b', '#7b61ff', '#00a3c4', '#8d99ae'];
