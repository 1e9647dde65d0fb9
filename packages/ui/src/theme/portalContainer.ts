import { createContext, useContext } from 'react';

/** Where the nearest ParleyThemeProvider wants dialogs, panels, toasts and menus rendered; null outside one. */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/** The element to portal into: the provider's scoped container, or the body outside a provider. */
export function usePortalContainer(): HTMLElement {
  return useContext(PortalContainerContext) ?? document.body;
}
