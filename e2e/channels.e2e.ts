import { expect, test } from './test.ts';
import { submitSignIn } from './signIn.ts';

/** A header image somewhere on the web, as a real template's sample is; the journey's machine reaches none. */
const HEADER_IMAGE = 'https://media.parley.test/parcel.png';

test('channels: create a template with an image header, variables and a quick reply → approved → send from the sandbox → rendered in the simulator → reply as the customer → recorded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/chat\/conversation$/);

  // The fresh install's sandbox channel is there.
  await page.getByRole('link', { name: 'Channels' }).click();
  await expect(page.getByRole('table', { name: 'Channels' }).getByRole('link', { name: 'Sandbox' })).toBeVisible();

  // A template with an image header, two body variables with examples, and a quick reply.
  await page.goto('/admin/messageTemplate/whatsapp/create');
  const form = page.getByRole('form', { name: 'Create template' });
  await expect(form.getByLabel('Channel')).toHaveValue(/.+/);
  // Other journeys may have added channels (the broadcasts' Cloud API one): this one is the sandbox's.
  await form.getByLabel('Channel').selectOption({ label: 'Sandbox (Sandbox)' });
  await form.getByLabel('Template name').fill('parcel_update');
  await form.getByLabel('Category').selectOption('Utility');
  await form.getByLabel('Header type').selectOption('Image');
  await form.getByLabel('Header media sample address').fill(HEADER_IMAGE);
  await form.getByLabel('Body text').fill('Hi {{1}}, your parcel *{{2}}* is out for delivery.');
  await form.getByLabel('Body example for {{1}}').fill('Asha');
  await form.getByLabel('Body example for {{2}}').fill('PX-1042');
  await form.getByRole('button', { name: 'Add button' }).click();
  await form.getByLabel('Button 1 text').fill('Where is it?');
  const preview = page.getByRole('figure', { name: 'Template preview' });
  await expect(preview).toContainText('Hi Asha, your parcel PX-1042 is out for delivery.');
  await form.getByRole('button', { name: 'Submit for review' }).click();

  // In review, then approved by the sandbox a few seconds later, without reloading.
  await expect(page).toHaveURL(/\/admin\/messageTemplate\/whatsapp$/);
  const row = page
    .getByRole('table', { name: 'Message templates' })
    .getByRole('row')
    .filter({ hasText: 'parcel_update' });
  await expect(row.getByText('In review')).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 30_000 });

  // Send it from the sandbox to a simulated customer.
  await row.getByRole('button', { name: 'Actions for parcel_update' }).click();
  await page.getByRole('menuitem', { name: 'Send test message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send parcel_update' });
  await dialog.getByLabel('Simulated customer').selectOption({ label: 'Ben Carter (+14155550123)' });
  await dialog.getByLabel('Body {{1}}').fill('Ben');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Message sent to +14155550123.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the simulator' }).click();

  // The customer's phone shows it rendered: the image header, the body filled in, the quick reply; it gets read.
  const phone = page.getByRole('region', { name: 'Chat with Ben Carter' });
  const bubble = phone.getByRole('group', { name: 'Sent message' }).last();
  await expect(bubble).toContainText('Hi Ben, your parcel PX-1042 is out for delivery.');
  await expect(bubble.locator('strong', { hasText: 'PX-1042' })).toBeVisible();
  await expect(
    bubble
      .getByText('Image', { exact: false })
      .or(bubble.locator(`img[src="${HEADER_IMAGE}"]`))
      .first(),
  ).toBeAttached();
  await expect(bubble.getByRole('img', { name: 'Read' })).toBeVisible({ timeout: 15_000 });

  // The customer taps the quick reply, then types a message.
  await phone.getByRole('button', { name: 'Where is it?' }).click();
  await expect(
    phone.getByRole('group', { name: 'Received message' }).filter({ hasText: 'Where is it?' }),
  ).toBeVisible();
  await phone.getByRole('textbox', { name: 'Message' }).fill('Please leave it with the neighbour');
  await phone.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(phone.getByRole('group', { name: 'Received message' }).filter({ hasText: 'neighbour' })).toBeVisible();

  // The replies are recorded on the channel.
  await page.getByRole('link', { name: 'Channel details' }).click();
  const recent = page.getByRole('table', { name: /recent messages/i });
  await expect(recent.getByText('Please leave it with the neighbour')).toBeVisible();
  await expect(recent.getByText('Where is it?')).toBeVisible();
});
