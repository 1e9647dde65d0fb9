/**
 * Visual baselines from stories. In the Vitest browser run this compares the element with its
 * committed screenshot (`__screenshots__/…-chromium-linux.png`, written on the first run); in the
 * Storybook UI it does nothing. Animations, transitions and the caret are switched off and fonts
 * awaited first, so the pictures are deterministic.
 */
export async function expectVisual(element: Element, name: string): Promise<void> {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  document.head.append(style);
  try {
    await document.fonts.ready;
    const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
    await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
  } finally {
    style.remove();
  }
}
