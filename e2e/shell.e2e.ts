import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_ADMIN } from './fixtures.ts';
import { submitSignIn } from './signIn.ts';

const signInAt = async (page: Page, credentials = E2E_ADMIN) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, credentials);
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/login$/);
};

/** Adds a user with one role through Users › Add User, as an administrator does. */
async function addUser(page: Page, name: string, emailId: string, password: string, role: string) {
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Email').fill(emailId);
  await add.getByLabel('Password', { exact: true }).fill(password);
  await add.getByRole('checkbox', { name: role }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
}

test('everyone lands on the first page they may use; the menu marks what is still to come; an unknown address is a real not-found page', async ({
  page,
}) => {
  await signInAt(page);
  // Chat comes first in the menu: the administrator (an agent too) starts at the conversation screen.
  await expect(page).toHaveURL(/\/chat\/conversation$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const journey = menu.getByRole('link', { name: 'Journey' });
  await expect(journey).toHaveAttribute('aria-disabled', 'true');
  await expect(journey).toHaveAccessibleDescription(/Coming soon/);
  await expect(menu.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', /\/campaigns\/broadcast$/);
  await expect(menu.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', /\/customer-master\//);

  await page.goto('/bots-typo/x');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your start page' }).click();
  await expect(page).toHaveURL(/\/chat\/conversation$/);

  // A Campaign Checker and a Campaign Maker both start at the broadcasts, with no Access Denied.
  const stamp = Date.now().toString(36);
  const checker = { emailId: `checker-${stamp}@acme.example`, password: 'checker-password-1' };
  const maker = { emailId: `maker-${stamp}@acme.example`, password: 'maker-password-1' };
  await addUser(page, 'Cleo Checker', checker.emailId, checker.password, 'Campaign Checker');
  await addUser(page, 'Mo Maker', maker.emailId, maker.password, 'Campaign Maker');
  await signOut(page);

  await signInAt(page, checker);
  await expect(page).toHaveURL(/\/campaigns\/broadcast$/);
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  // A checker may look, not send.
  await expect(page.getByRole('button', { name: 'Send Template' })).toHaveCount(0);
  await signOut(page);

  await signInAt(page, maker);
  await expect(page).toHaveURL(/\/campaigns\/broadcast$/);
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Template' })).toBeVisible();
});

test('a failing button clicked four times shows one counting toast, clear of the page header', async ({ page }) => {
  await signInAt(page);
  await expect(page).toHaveURL(/\/chat\/conversation$/);
  await page.goto('/bots');
  await page.getByRole('button', { name: 'Create New Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
  const name = `Toast Bot ${Date.now().toString(36)}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Nothing to train yet');
  await dialog.getByLabel('Type').selectOption('nlp');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // An agent without intents cannot train: the same refusal four times.
  const train = page.getByRole('button', { name: 'Train Agent' });
  for (let i = 0; i < 4; i += 1) {
    await train.click();
    await expect(train).toBeEnabled();
  }
  const refusal = page.getByRole('alert').filter({ hasText: 'Add at least one intent' });
  await expect(refusal).toHaveCount(1);
  await expect(refusal).toContainText('×4');
  // Stacked at the bottom: nothing covers the page's own buttons or the top bar.
  const toastBox = (await refusal.boundingBox())!;
  for (const control of [
    train,
    page.getByRole('button', { name: 'Try it' }),
    page.getByRole('button', { name: /profile menu$/ }),
  ]) {
    const box = (await control.boundingBox())!;
    expect(toastBox.y).toBeGreaterThan(box.y + box.height);
  }
});
