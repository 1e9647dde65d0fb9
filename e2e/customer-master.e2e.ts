import { readFile } from 'node:fs/promises';
import { expect, test } from './test.ts';
import { submitSignIn } from './signIn.ts';

test('customer master: define a field → sample → upload good and bad rows → map → complete → segment and error list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await submitSignIn(page);
  await expect(page).toHaveURL(/\/chat\/conversation$/);

  // Define a custom field: City, alphabets only, 2 to 20 characters.
  await page.goto('/customer-master/definition');
  await expect(page.getByRole('heading', { name: 'Manage Customer Attributes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Fields' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Field' });
  await panel.getByLabel('Field Name').fill('city');
  await panel.getByLabel('Field Label').fill('City');
  await panel.getByLabel('Help Text').fill('Where the customer lives');
  await panel.getByLabel('Input Type').selectOption('alphabets');
  await panel.getByLabel('Minimum Characters Limit').fill('2');
  await panel.getByLabel('Maximum Characters Limit').fill('20');
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(panel).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Customer attributes' }).getByText('City', { exact: true }),
  ).toBeVisible();

  // A segment to upload into; it is selected as soon as it exists.
  await page.goto('/customer-master/customers');
  await page.getByRole('button', { name: 'Create Segment' }).click();
  const segmentDialog = page.getByRole('dialog', { name: 'Create Segment' });
  await segmentDialog.getByLabel('Segment Name').fill('E2E Leads');
  await segmentDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: /E2E Leads/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/customer-master\/uploadfile\//);

  // The sample carries the definitions' field names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Sample' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Sample.csv');
  const sample = await readFile((await download.path())!, 'utf8');
  expect(sample.split('\n')[0]).toBe('phoneNumber,name,city');

  // Upload two good rows and two bad ones; the columns are named like the fields, so they map themselves.
  const csv = [
    'phoneNumber,name,city',
    '9876501001,Ravi Kumar,Pune',
    '+91 98765 01002,Meera Iyer,Chennai',
    '12345,Short Phone,Delhi',
    '9876501004,Bad City,Pune2',
  ].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const mapping = page.getByRole('table', { name: 'Header mapping' });
  await expect(mapping.getByLabel('Column for Phone Number')).toHaveValue('phoneNumber');
  await expect(mapping.getByLabel('Column for City')).toHaveValue('city');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Uploaded Succesfully')).toBeVisible();

  // My Uploads shows the import complete with its counts.
  await page.getByRole('link', { name: 'Uploads' }).click();
  const uploads = page.getByRole('table', { name: 'Uploads' });
  const row = uploads.getByRole('row').filter({ hasText: 'leads.csv' });
  await expect(row.getByRole('img', { name: 'Completed' })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('4');
  await expect(row).toContainText('2');

  // The error list names the bad rows and why.
  await row.getByText('leads.csv').click();
  const errors = page.getByRole('table', { name: 'Upload errors' });
  await expect(errors.getByText('Phone Number: Minimum length must be 10 characters.')).toBeVisible();
  await expect(errors.getByText('City must contain only alphabets')).toBeVisible();
  await expect(errors.getByText('4: 12345,Short Phone,Delhi')).toBeVisible();

  // The good rows are customers of the segment, with their phone numbers normalised.
  await page.goto('/customer-master/customers');
  await page.getByRole('button', { name: /E2E Leads/ }).click();
  const customers = page.getByRole('table', { name: 'Customers' });
  await expect(customers.getByRole('link', { name: 'Ravi Kumar' })).toBeVisible();
  await expect(customers.getByRole('link', { name: 'Meera Iyer' })).toBeVisible();
  await expect(customers.getByText('+919876501002')).toBeVisible();
  await expect(customers.getByText('Chennai')).toBeVisible();
  await expect(customers.getByRole('link', { name: 'Short Phone' })).toHaveCount(0);
});
