export { ParleyThemeProvider, useParleyBranding } from './ParleyThemeProvider.tsx';
export type { ParleyThemeProviderProps, ParleyBranding, WhiteLabel } from './ParleyThemeProvider.tsx';
export { theme } from './theme.ts';
export type { ParleyTheme } from './theme.ts';
export { defaultChartColors } from './tokens.ts';
export { usePortalContainer } from './portalContainer.ts';
