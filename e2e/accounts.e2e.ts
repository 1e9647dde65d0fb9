import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { totpCode } from '../packages/server/src/auth/totp.ts';
import { E2E_ADMIN, E2E_CAPTCHA } from './fixtures.ts';
import { submitSignIn } from './signIn.ts';
import { linkIn, waitForMail } from './mailbox.ts';

const email = `founder-${Date.now().toString(36)}@acme.example`;
const password = 'founder-password-1';
const newPassword = 'founder-password-2';

async function signIn(page: Page, pass: string) {
  await page.goto('/login');
  await submitSignIn(page, { emailId: email, password: pass });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('sign up → activation mail → activate → sign in → enrol TOTP → sign out → sign in with a TOTP code; forgot password → mail → reset → sign in', async ({
  page,
}) => {
  // Sign up.
  await page.goto('/signup');
  await expect(page.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await page.getByLabel('Name').fill('Acme Founders');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status')).toContainText('activation mail');

  // Not active yet.
  await signIn(page, password);
  await expect(page.getByRole('alert')).toContainText('not activated');

  // The activation mail arrives over SMTP; its link activates the account.
  const activation = linkIn(await waitForMail(email, 'Activate'));
  expect(activation).toMatch(/\/signup-verify\/[A-Za-z0-9_-]+$/);
  await page.goto(activation);
  await expect(page.getByText('Your account is active')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Sign in with the captcha; enrol an authenticator app on the profile page.
  await signIn(page, password);
  await expect(page).toHaveURL(/\/chat\/conversation$/);
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/details\/myprofile$/);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  // A sensitive change: the password is asked again first.
  const passwordCheck = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await passwordCheck.getByLabel('Your password', { exact: true }).fill(password);
  await passwordCheck.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  // The codes arrive with the verify answer: wait for them before reading (allTextContents does not wait).
  const recoveryCodeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodeItems).toHaveCount(10);
  const recoveryCodes = await recoveryCodeItems.allTextContents();
  expect(new Set(recoveryCodes).size).toBe(10);

  // Sign out, then in again with a TOTP code (the enrolment code's step is spent; the next one is accepted).
  await signOut(page);
  await signIn(page, password);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await page.getByLabel('Authenticator code').fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back in the shell, on the page signed out from.
  await expect(page).toHaveURL(/\/details\/myprofile$/);
  await expect(page.getByRole('button', { name: /profile menu$/ })).toBeVisible();
  await signOut(page);

  // Forgot password: the mail's link leads to the reset page; the new password works.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('img', { name: 'Captcha' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Captcha', { exact: true }).fill(E2E_CAPTCHA);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'An email has been sent with instruction on how to reset the password.',
  );
  const reset = linkIn(await waitForMail(email, 'Reset'));
  await page.goto(reset);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  await page.getByRole('link', { name: 'Sign In' }).click();

  await signIn(page, password);
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signIn(page, newPassword);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /profile menu$/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('an administrator grants a role a permission on Role & Permission and resets a password; the user must choose a new one at the next sign-in (901), then has the new permission', async ({
  page,
}) => {
  const userEmail = `viewer-${Date.now().toString(36)}@acme.example`;
  const signInAs = async (emailId: string, pass: string) => {
    await page.goto('/login');
    await submitSignIn(page, { emailId, password: pass });
  };

  await signInAs(E2E_ADMIN.emailId, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/chat\/conversation$/);

  // A Report Viewer may not list users by default; the administrator grants it USERS.VIEW.
  await page.goto('/admin/permission');
  const grant = page.getByRole('checkbox', { name: 'Report Viewer: USERS.VIEW' });
  await expect(grant).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Administrator: ROLES.EDIT' })).toBeDisabled();
  await grant.check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role permissions saved')).toBeVisible();

  // Add a Report Viewer, then reset their password with the administrator's own password.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByLabel('Name').fill('Vera Viewer');
  await add.getByLabel('Email').fill(userEmail);
  await add.getByLabel('Password', { exact: true }).fill('first-password-1');
  await add.getByRole('checkbox', { name: 'Report Viewer' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Actions for Vera Viewer' }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: 'Reset password of Vera Viewer' });
  await reset.getByLabel('Your password', { exact: true }).fill(E2E_ADMIN.password);
  await reset.getByLabel('New password for the user', { exact: true }).fill('set-by-admin-1');
  await reset.getByRole('button', { name: 'Reset' }).click();
  await expect(reset).toBeHidden();
  await page.getByRole('button', { name: /profile menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The administrator's password opens only the admin-forced reset; then back to /login.
  await signInAs(userEmail, 'set-by-admin-1');
  await expect(page).toHaveURL(/\/reset-password\?.*code=901/);
  await page.getByLabel('New password', { exact: true }).fill('chosen-by-vera-1');
  await page.getByLabel('Confirm password', { exact: true }).fill('chosen-by-vera-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAs(userEmail, 'chosen-by-vera-1');
  // A Report Viewer's first page is Chat › Analytics (CHAT.VIEW_ANALYTICS), the menu's first they may use.
  await expect(page).toHaveURL(/\/chat\/analytics$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Active users' }).getByText('Vera Viewer')).toBeVisible();
});
