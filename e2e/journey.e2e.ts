import { expect, test } from './test.ts';
import { E2E_ADMIN, E2E_CAPTCHA } from './fixtures.ts';

test('sign in → menu → agents list: create, search, show more, delete', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  // A wrong password shows the server's message and a fresh captcha.
  const captcha = page.getByRole('img', { name: 'Captcha' });
  await expect(captcha).toBeVisible();
  const firstCaptcha = await captcha.getAttribute('src');
  await page.getByLabel('Email').fill(E2E_ADMIN.emailId);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(captcha).not.toHaveAttribute('src', firstCaptcha ?? '');

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/chat\/conversation$/);

  // Chat comes first in the administrator's menu; the agents are under Skills.
  await page.goto('/bots');
  await expect(page).toHaveURL(/\/bots$/);

  // The administrator sees all three menu groups.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const group of ['MODULE', 'CONFIGURATION', 'MANAGE'])
    await expect(menu.getByText(group, { exact: true })).toBeVisible();

  // Create an agent through the modal; the duplicate name is refused with the spec's message.
  await page.getByRole('button', { name: 'Create New Agent' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Agent' });
  await dialog.getByLabel('Name').fill('  End   To End Bot ');
  await dialog.getByLabel('Description').fill('Made by the journey test');
  await dialog.getByLabel('Type').selectOption('nlp');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'End To End Bot' })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Agent' }).click();
  await dialog.getByLabel('Name').fill('end to end bot');
  await dialog.getByLabel('Description').fill('again');
  await dialog.getByLabel('Type').selectOption('nlp');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('duplication of name')).toBeVisible();
  await dialog
    .getByRole('button', { name: /close|cancel/i })
    .first()
    .click();

  // Search narrows the cards.
  await page.getByRole('searchbox', { name: 'Search agents' }).fill('end to end');
  await expect(page.getByRole('heading', { name: 'End To End Bot' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search agents' }).fill('');

  // Delete with confirmation.
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'End To End Bot' }) });
  await card.getByRole('button', { name: /actions/i }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('heading', { name: 'End To End Bot' })).toHaveCount(0);

  // Sign out from the profile menu lands on the login screen, and the session is gone.
  await page
    .getByRole('button', { name: /profile|account|admin/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/bots');
  await expect(page).toHaveURL(/\/login$/);
});
