import type { Page } from '@playwright/test';
import { expect } from './test.ts';
import { E2E_ADMIN, E2E_CAPTCHA } from './fixtures.ts';

/**
 * Fills and sends the sign-in form the page shows (the console's, or a host's under its base path), once its
 * captcha is on screen; the fixed test captcha answers it. The demo administrator by default.
 */
export async function submitSignIn(page: Page, credentials: { emailId: string; password: string } = E2E_ADMIN) {
  await expect(page.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await page.getByLabel('Email').fill(credentials.emailId);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
