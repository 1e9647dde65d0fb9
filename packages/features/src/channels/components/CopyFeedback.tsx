import { useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard, remembering whether it went. */
export function useCopyText(text: string): { copy: () => Promise<void>; state: CopyState } {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      // Clipboard access can be refused (permissions, an insecure origin); the text stays selectable.
      setState('failed');
    }
  };
  return { copy, state };
}

/** What became of a copy: "<what> copied.", or how to copy by hand when the browser refused. */
export function CopyFeedback({ state, what }: { state: CopyState; what: string }) {
  return (
    <>
      <div role="status">{state === 'copied' ? `${what} copied.` : null}</div>
      {state === 'failed' ? (
        <p role="alert">Copying was refused: select the {what.toLowerCase()} and copy it by hand.</p>
      ) : null}
    </>
  );
}
