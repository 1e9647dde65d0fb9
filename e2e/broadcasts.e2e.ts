import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { E2E_CLOUD_URL } from './fixtures.ts';
import { submitSignIn } from './signIn.ts';

async function signIn(page: Page) {
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/chat\/conversation$/);
}

/** Opens a searchable select and picks an option (the channel and template selects load 20 at a time). */
async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** One of the mapper's groups ('Header variables', 'Body variables'). */
const variables = (page: Page, group: string) => page.getByRole('group', { name: `${group} variables` });

test('broadcasts: customers from the customer master → a column and a constant mapped → sent on the sandbox → statuses arrive → a message’s status history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);

  // Two customers (no new segment: the screens journey's pictures hold the segment list's length).
  for (const [name, phone] of [
    ['Bianca Broadcast', '9876502001'],
    ['Omar Broadcast', '9876502002'],
  ] as const) {
    await page.goto('/customer-master/customers');
    await page.getByRole('button', { name: 'Add Customer' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(phone);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/customer-master\/customers$/);
  }
  await page.getByRole('searchbox', { name: 'Search customers' }).fill('Broadcast');
  await expect(
    page.getByRole('table', { name: 'Customers' }).getByRole('link', { name: 'Omar Broadcast' }),
  ).toBeVisible();

  // The demo's past broadcasts are listed; Send Template opens the sender.
  await page.goto('/campaigns/broadcast');
  const list = page.getByRole('table', { name: 'Broadcasts' });
  await expect(list.getByRole('link', { name: 'January welcome' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Template' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send Template' })).toBeVisible();

  await choose(page, 'Channel', 'Sandbox');
  await choose(page, 'Template', 'welcome_message');
  // Both customers, picked from the customer master.
  await page.getByRole('button', { name: 'Get from customer master' }).click();
  const picker = page.getByRole('dialog', { name: "Customer's List" });
  const chooser = picker.getByRole('combobox', { name: /Choose Customer/ });
  await chooser.click();
  await chooser.fill('Broadcast');
  await page.getByRole('option', { name: /Bianca Broadcast/ }).click();
  await page.getByRole('option', { name: /Omar Broadcast/ }).click();
  await picker.getByRole('heading', { name: "Customer's List" }).click();
  await picker.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile Numbers' })).toHaveValue(/\+919876502001.*\+919876502002/);

  // A constant for the header, the customer's name for the body.
  await variables(page, 'Header').getByRole('textbox', { name: 'Value for {{1}}' }).fill('Parley');
  const body = variables(page, 'Body');
  await body.getByRole('combobox', { name: 'Mapping type for {{1}}' }).selectOption('column');
  await body.getByRole('combobox', { name: 'Value for {{1}}' }).selectOption('name');

  // The preview is the first recipient's message as the server renders it.
  const preview = page.getByRole('figure', { name: "First recipient's message" });
  await expect(preview).toContainText('Hi Bianca Broadcast, thanks for joining', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Recipients check' })).toContainText('2 recipients');

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Broadcast accepted: 2 messages queued')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/broadcast$/);

  // The newest broadcast: open it and watch the sandbox deliver both.
  await list.getByRole('link', { name: 'welcome_message' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'welcome_message' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Channel', exact: true })).toBeDisabled();
  const messages = page.getByRole('table', { name: 'Messages' });
  const bianca = messages.getByRole('row').filter({ hasText: '+919876502001' });
  const omar = messages.getByRole('row').filter({ hasText: '+919876502002' });
  await expect(bianca).toContainText('Delivered', { timeout: 30_000 });
  await expect(omar).toContainText('Delivered', { timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Messages by status' })).toContainText(/Delivered\s*2/);

  // A row opens its status history: sent, then delivered, with the channel's message id.
  await bianca.click();
  const dialog = page.getByRole('dialog', { name: 'Message Status' });
  await expect(dialog.getByRole('definition').first()).toHaveText(/Delivered/i);
  await expect(dialog.getByRole('definition').nth(1)).toHaveText(/^wamid\./);
  const history = dialog.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('row').filter({ hasText: /^\s*sent/i })).toHaveCount(1);
  await expect(history.getByRole('row').filter({ hasText: /delivered/i })).toHaveCount(1);
});

test('broadcasts: the same send through the WhatsApp Cloud API adapter, counted at the Cloud API fake', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const credentials = (await (await page.request.get(`${E2E_CLOUD_URL}/_test/credentials`)).json()) as Record<
    string,
    string
  >;

  // A Cloud API channel with the fake's credentials.
  await page.goto('/admin/channels/create');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Cloud');
  await page.getByLabel('Channel type').selectOption({ label: 'WhatsApp' });
  await page.getByLabel('Vendor').selectOption({ label: 'WhatsApp Cloud API' });
  await page.getByRole('textbox', { name: 'Phone number id', exact: true }).fill(credentials.phoneNumberId!);
  await page.getByRole('textbox', { name: 'WhatsApp Business Account id', exact: true }).fill(credentials.wabaId!);
  await page.getByRole('textbox', { name: 'Access token', exact: true }).fill(credentials.token!);
  await page.getByRole('textbox', { name: 'App secret', exact: true }).fill(credentials.appSecret!);
  await page.getByRole('textbox', { name: 'Verify token', exact: true }).fill(credentials.verifyToken!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/channels$/);
  await page.getByRole('table', { name: 'Channels' }).getByRole('link', { name: 'E2E Cloud' }).click();
  const channelId = /\/admin\/channels\/([^/]+)\/details/.exec(page.url())![1]!;
  // Meta posts statuses to the channel's webhook; the fake does the same.
  const origin = new URL(page.url()).origin;
  await page.request.post(`${E2E_CLOUD_URL}/_test/status-webhook`, {
    data: { url: `${origin}/api/webhooks/whatsapp/${channelId}` },
  });

  // The business account's approved template, brought in by a sync.
  await page.goto('/admin/messageTemplate/whatsapp');
  await page.getByLabel('Channel', { exact: true }).selectOption({ label: 'E2E Cloud' });
  await page.getByRole('button', { name: 'Sync' }).click();
  const templates = page.getByRole('table', { name: 'Message templates' });
  await expect(templates.getByRole('row').filter({ hasText: 'order_update' }).getByText('Approved')).toBeVisible();

  // The broadcast: one typed number, the body's variable a constant.
  await page.goto('/campaigns/broadcast/create');
  await choose(page, 'Channel', 'E2E Cloud');
  await choose(page, 'Template', 'order_update');
  await page.getByRole('textbox', { name: 'Mobile Numbers' }).fill('+14155550188');
  await variables(page, 'Body').getByRole('textbox', { name: 'Value for {{1}}' }).fill('Sam');
  await expect(page.getByRole('figure', { name: "First recipient's message" })).toContainText(
    'Hi Sam, your order is on its way.',
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Broadcast accepted: 1 message queued')).toBeVisible();

  // Meta's report moves it to Sent; the fake received it exactly once.
  await page.getByRole('table', { name: 'Broadcasts' }).getByRole('link', { name: 'order_update' }).first().click();
  const row = page.getByRole('table', { name: 'Messages' }).getByRole('row').filter({ hasText: '+14155550188' });
  await expect(row).toContainText('Sent', { timeout: 30_000 });
  const received = (await (await page.request.get(`${E2E_CLOUD_URL}/_test/received`)).json()) as {
    to: string;
    template: string;
  }[];
  expect(received.filter((r) => r.to === '14155550188' && r.template === 'order_update')).toHaveLength(1);
});
