/*
 * Browser features stories stand in for, each returning its undo (a story's `beforeEach` may return it).
 * Headless test browsers refuse the clipboard and cannot be asked for reduced motion from a story.
 */

/** Replaces `navigator.clipboard` with one whose `writeText` is the given function. */
export function stubClipboard(writeText: (text: string) => Promise<void>): () => void {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // The own property shadows the prototype's getter; deleting it brings the real clipboard back.
  return () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` match, as when someone asks for less motion. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    if (!query.includes('prefers-reduced-motion: reduce')) return original.call(window, query);
    return {
      matches: true,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } satisfies MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}
