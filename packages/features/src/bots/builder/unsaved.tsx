import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatEntityUpdated } from '@parley/ui';

/** Whether the intent editor holds unsaved changes; the agent header and the stories column read it. */
export interface UnsavedChanges {
  dirty: boolean;
  setDirty: (dirty: boolean) => void;
}

const UnsavedContext = createContext<UnsavedChanges>({ dirty: false, setDirty: () => undefined });

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [dirty, setDirty] = useState(false);
  const value = useMemo(() => ({ dirty, setDirty }), [dirty]);
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>;
}

export const useUnsavedChanges = () => useContext(UnsavedContext);

/** dd/MM/yyyy hh:mm:a, as the entity list shows Last Updated (§9). */
export const formatEntityDate = (iso: string) => formatEntityUpdated(iso);
