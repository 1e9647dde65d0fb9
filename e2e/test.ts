import { test as base, expect } from '@playwright/test';

/**
 * The journeys' `test`: as Playwright's, and every page is watched for what the console's Content-Security-Policy
 * refused (a script, a style, a frame). A journey that passes while the policy blocked part of the console fails.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await provide(page);
    expect(refused, 'refused by the Content-Security-Policy').toEqual([]);
  },
});

export { expect };
