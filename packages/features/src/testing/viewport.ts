/**
 * Stories of phone layouts: `beforeEach: atViewport(390, 844)` sizes the test browser's page for the story and
 * gives the size back afterwards. In the Storybook UI (no test browser) it does nothing: use its viewport toolbar.
 */
export function atViewport(width: number, height: number) {
  return async (): Promise<(() => Promise<void>) | void> => {
    if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
    const { page } = await import('vitest/browser');
    const before = { width: window.innerWidth, height: window.innerHeight };
    await page.viewport(width, height);
    return async () => {
      await page.viewport(before.width, before.height);
    };
  };
}
