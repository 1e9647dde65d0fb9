import { existsSync } from 'node:fs';
import { expect, test } from './test.ts';
import { E2E_HOST_PORT } from './fixtures.ts';
import { submitSignIn } from './signIn.ts';
import { HOST_APP_DIST } from './hostApp.ts';

const host = `http://127.0.0.1:${E2E_HOST_PORT}`;

test.skip(!existsSync(HOST_APP_DIST), 'the host app is not built: node scripts/build-host-app.mjs');

test('a host app embeds two Parley modules from the packed tarballs under /tools, on another origin, keeping its own look', async ({
  page,
}) => {
  const corsErrors: string[] = [];
  page.on('console', (message) => {
    if (/CORS|Access-Control/i.test(message.text())) corsErrors.push(message.text());
  });

  // The host's own page, in its own styles.
  await page.goto(`${host}/`);
  await expect(page.getByRole('heading', { name: 'Acme Portal' })).toBeVisible();
  const bodyStyle = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { font: style.fontFamily, background: style.backgroundColor, margin: style.marginTop };
    });
  const hostLook = { font: 'Georgia, serif', background: 'rgb(255, 250, 240)', margin: '24px' };
  expect(await bodyStyle()).toEqual(hostLook);

  // A module page asks for a session: Parley's sign-in page, under /tools.
  await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(`${host}/tools/login`);
  await submitSignIn(page);

  // Back to the page asked for, still under /tools.
  await expect(page).toHaveURL(`${host}/tools/customer-master/customers`);
  await page.getByRole('button', { name: 'Create Segment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Segment' });
  // The dialog renders in the provider's scope: Parley's font there, the host's everywhere else.
  expect(await dialog.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^Inter/);
  await dialog.getByLabel('Segment Name').fill('Host Leads');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /Host Leads/ })).toHaveAttribute('aria-pressed', 'true');

  // The module's own navigation keeps the prefix.
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${host}/tools/customer-master/uploadfile/`));
  await page.getByRole('button', { name: 'View My Uploads' }).click();
  await expect(page).toHaveURL(new RegExp(`^${host}/tools/customer-master/uploads/`));
  await expect(page.getByRole('table', { name: 'Uploads' })).toBeVisible();

  // The second module, through the host's menu.
  await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Agents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Agent' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // And the host's look never changed.
  expect(await bodyStyle()).toEqual(hostLook);
  await page.getByRole('navigation', { name: 'Host' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { name: 'Acme Portal' })).toBeVisible();
  expect(corsErrors).toEqual([]);
});
