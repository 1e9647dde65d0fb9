import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { submitSignIn } from './signIn.ts';

/**
 * Every main screen of the console at a desk (1440×900) and on a phone (390×844), compared with its baseline
 * picture (e2e/screens.e2e.ts-snapshots, written by `--update-snapshots` and read before committing). What the
 * other journeys store (agents, customers, users) is masked: the pictures hold the layout, not the data.
 */
const VIEWPORTS = [
  { name: 'desk', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SCREENS: { name: string; path: string; ready: (page: Page) => Locator }[] = [
  { name: 'agents', path: '/bots', ready: (page) => page.getByRole('button', { name: 'Create New Agent' }) },
  {
    name: 'customers',
    path: '/customer-master/customers',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  {
    name: 'customer-fields',
    path: '/customer-master/definition',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  {
    name: 'uploads',
    path: '/customer-master/uploads',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  { name: 'users', path: '/admin/users', ready: (page) => page.getByRole('button', { name: 'Add User' }) },
  { name: 'departments', path: '/admin/departments', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  { name: 'roles', path: '/admin/permission', ready: (page) => page.getByRole('button', { name: 'Save' }) },
  {
    name: 'integrations',
    path: '/admin/integration',
    ready: (page) => page.getByRole('heading', { level: 1 }).first(),
  },
  { name: 'profile', path: '/details/myprofile', ready: (page) => page.getByRole('heading', { level: 1 }).first() },
  {
    name: 'coming-soon',
    path: '/journey/workspace',
    ready: (page) => page.getByRole('heading', { name: 'Coming soon' }),
  },
  { name: 'not-found', path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
];

/** What changes with the data the other journeys leave: table bodies, lists and counters. */
const dataRegions = (page: Page) => [
  page.locator('[role="table"] > [role="rowgroup"]:nth-child(2)'),
  page.locator('main [role="list"], main ul, main ol, main time, [role="listbox"], [role="status"]'),
];

for (const viewport of VIEWPORTS) {
  test(`main screens hold their layout (${viewport.name}, ${viewport.width}x${viewport.height})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/login');
    await submitSignIn(page);
    await expect(page).toHaveURL(/\/chat\/conversation$/);
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(screen.ready(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Nothing scrolls sideways but a table inside itself.
      const sideways = await page.evaluate(() => {
        const main = document.querySelector('main');
        return Math.max(
          document.documentElement.scrollWidth - window.innerWidth,
          main ? main.scrollWidth - main.clientWidth : 0,
        );
      });
      expect({ screen: screen.name, sideways }).toEqual({ screen: screen.name, sideways: 0 });
      await expect(page, screen.name).toHaveScreenshot(`${screen.name}-${viewport.name}.png`, {
        animations: 'disabled',
        caret: 'hide',
        mask: dataRegions(page),
        maxDiffPixelRatio: 0.01,
      });
    }
  });
}
