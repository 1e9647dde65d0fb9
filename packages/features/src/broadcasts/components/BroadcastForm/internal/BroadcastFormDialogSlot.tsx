import type { ReactNode } from 'react';

/**
 * Where a part of the form opens a dialog of its own (the customer picker, the library). The dialog is portalled
 * out of the form in the page, but React still bubbles its events through its owner: its own form's submit would
 * reach the sender's and send the broadcast. The slot keeps them in the dialog.
 */
export function BroadcastFormDialogSlot({ children }: { children: ReactNode }) {
  return <div onSubmit={(event) => event.stopPropagation()}>{children}</div>;
}
