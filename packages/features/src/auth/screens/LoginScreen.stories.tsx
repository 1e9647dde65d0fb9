import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DEMO_ADMIN, fake } from '@parley/api-client/fake';
import { Messages } from '@parley/api-client';
import { latestCaptcha, withFeatureProviders } from '../../testing/index.ts';
import { LoginScreen } from './LoginScreen.tsx';

const meta = {
  title: 'Features/Auth/LoginScreen',
  component: LoginScreen,
  decorators: [withFeatureProviders],
  parameters: { layout: 'fullscreen', feature: { path: '/login' } },
  args: { onSsoRedirect: fn() },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function captchaImage() {
  const image = await screen.findByRole('img', { name: 'Captcha' });
  return image as HTMLImageElement;
}

async function fillForm(values: { email: string; password: string; captcha: string }) {
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), values.password);
  if (values.captcha) await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), values.captcha);
}

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(await captchaImage()).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Refresh captcha' })).toBeVisible();
    // No provider configured: no single sign-on option.
    await expect(screen.queryByText('or')).toBeNull();
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    await captchaImage();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findAllByText(Messages.fieldMandatory)).toHaveLength(2);
    await expect(screen.getByText(Messages.captchaRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await expect(await screen.findByText(Messages.invalidEmail)).toBeVisible();
  },
};

export const InvalidCredentials: Story = {
  play: async () => {
    const image = await captchaImage();
    const firstSrc = image.src;
    await fillForm({ email: DEMO_ADMIN.emailId, password: 'wrong-password', captcha: latestCaptcha()!.answer });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCredentials);
    await waitFor(async () => expect((await captchaImage()).src).not.toBe(firstSrc));
    await expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    fake.fail('login', { status: 500, code: 500, message: 'Something went wrong' });
  },
  play: async () => {
    await captchaImage();
    await fillForm({ email: DEMO_ADMIN.emailId, password: DEMO_ADMIN.password, captcha: latestCaptcha()!.answer });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  },
};

export const CaptchaRefresh: Story = {
  play: async () => {
    const firstSrc = (await captchaImage()).src;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(async () => expect((await captchaImage()).src).not.toBe(firstSrc));
  },
};

export const Success: Story = {
  play: async () => {
    await captchaImage();
    await fillForm({ email: DEMO_ADMIN.emailId, password: DEMO_ADMIN.password, captcha: latestCaptcha()!.answer });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await expect(await screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 })).toHaveTextContent(
      /^\/$/,
    );
  },
};

export const WhiteLabel: Story = {
  beforeEach: () => {
    fake.store.settings.whiteLabel = { title: 'Acme Connect' };
  },
  play: async () => {
    await expect(await screen.findByText('Acme Connect')).toBeVisible();
  },
};

const banner = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="120"><rect width="400" height="120" fill="${fill}"/></svg>`,
  )}`;

export const BannerCarousel: Story = {
  beforeEach: () => {
    fake.store.settings.whiteLabel = { title: 'Acme Connect', bannerUrl: `${banner('#1f6feb')} ${banner('#2da44e')}` };
  },
  play: async () => {
    const carousel = await screen.findByRole('region', { name: 'Banner' });
    const first = screen.getByRole('img', { name: 'Acme Connect banner 1' });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute('src', banner('#1f6feb'));
    // Held while hovered: longer than one 3000 ms step and the first banner is still shown.
    await userEvent.hover(carousel);
    await new Promise((resolve) => setTimeout(resolve, 3600));
    await expect(first).toBeVisible();
    await expect(screen.queryByRole('img', { name: 'Acme Connect banner 2' })).toBeNull();
    await userEvent.unhover(carousel);
    const started = performance.now();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Acme Connect banner 2' })).toBeVisible(), {
      timeout: 4500,
    });
    // Moves on after about 3000 ms, not at once and not at the 4000 ms default.
    const waited = performance.now() - started;
    await expect(waited).toBeGreaterThan(2500);
    await expect(waited).toBeLessThan(3900);
    await expect(first).not.toBeVisible();
  },
};

export const NoBanner: Story = {
  beforeEach: () => {
    fake.store.settings.whiteLabel = { title: 'Acme Connect', bannerUrl: '  ' };
  },
  play: async () => {
    await expect(await screen.findByText('Acme Connect')).toBeVisible();
    await expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Banner' })).toBeNull();
    await expect(screen.queryByRole('img', { name: /banner/ })).toBeNull();
  },
};

async function signInAs(email: string, password: string) {
  await captchaImage();
  await fillForm({ email, password, captcha: latestCaptcha()!.answer });
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

export const TwoFactorEmailCode: Story = {
  beforeEach: () => {
    fake.seed.user({ emailId: 'careful@example.com', password: 'careful-pass', twoFactorMethod: 'email' });
  },
  play: async () => {
    await signInAs('careful@example.com', 'careful-pass');
    await expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    const code = /(\d{6})/.exec(fake.lastMail('careful@example.com')!.text)![1]!;
    await userEvent.type(screen.getByLabelText('Code from the email'), code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  },
};

export const TwoFactorWrongCode: Story = {
  beforeEach: () => {
    fake.seed.user({ emailId: 'careful@example.com', password: 'careful-pass', twoFactorMethod: 'email' });
  },
  play: async () => {
    await signInAs('careful@example.com', 'careful-pass');
    await userEvent.type(await screen.findByLabelText('Code from the email'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCode);
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('A new code was sent');
  },
};

export const TwoFactorAuthenticatorApp: Story = {
  beforeEach: () => {
    fake.seed.user({
      emailId: 'app@example.com',
      password: 'app-password',
      twoFactorMethod: 'totp',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      recoveryCodes: ['abcde-12345'],
    });
  },
  play: async () => {
    await signInAs('app@example.com', 'app-password');
    await userEvent.type(await screen.findByLabelText('Authenticator code'), fake.totpCode('JBSWY3DPEHPK3PXP'));
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  },
};

export const TwoFactorRecoveryCode: Story = {
  beforeEach: () => {
    fake.seed.user({
      emailId: 'app@example.com',
      password: 'app-password',
      twoFactorMethod: 'totp',
      totpSecret: 'JBSWY3DPEHPK3PXP',
      recoveryCodes: ['abcde-12345'],
    });
  },
  play: async () => {
    await signInAs('app@example.com', 'app-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/$/);
  },
};

export const Locked: Story = {
  beforeEach: () => {
    fake.store.loginFailures.set(DEMO_ADMIN.emailId, {
      failures: 0,
      lockouts: 1,
      lockedUntil: Number.MAX_SAFE_INTEGER,
    });
  },
  play: async () => {
    await signInAs(DEMO_ADMIN.emailId, DEMO_ADMIN.password);
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.tooManyAttempts);
  },
};

export const SingleSignOn: Story = {
  beforeEach: () => {
    fake.store.settings.sso = { label: 'Sign in with Acme ID' };
  },
  play: async ({ args }) => {
    await userEvent.type(await screen.findByLabelText('Email'), DEMO_ADMIN.emailId);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await waitFor(() => expect(args.onSsoRedirect).toHaveBeenCalledTimes(1));
    const url = new URL(String((args.onSsoRedirect as ReturnType<typeof fn>).mock.calls[0]![0]), 'http://console.test');
    await expect(url.pathname).toBe('/login/sso');
    await expect(url.searchParams.get('state')).toBeTruthy();
    // The typed address went to the provider as a hint; the fake provider vouches for it.
    await expect([...fake.store.ssoRequests.values()][0]!.email).toBe(DEMO_ADMIN.emailId);
  },
};

export const SingleSignOnUnavailable: Story = {
  beforeEach: () => {
    fake.store.settings.sso = { label: 'Sign in with Acme ID' };
    fake.fail('oauthValidate', { status: 404, code: 404, message: Messages.ssoNotConfigured });
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Acme ID' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.ssoNotConfigured);
    await expect(args.onSsoRedirect).not.toHaveBeenCalled();
  },
};

export const AdminForcedPasswordChange: Story = {
  beforeEach: () => {
    fake.seed.user({ emailId: 'reset@example.com', password: 'set-by-admin', mustChangePassword: true });
  },
  play: async () => {
    await signInAs('reset@example.com', 'set-by-admin');
    // No session: the admin-forced path of the reset-password route (code 901) comes first.
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/reset-password');
    await expect([...fake.store.sessions.values()]).not.toContain(
      fake.store.users.find((u) => u.emailId === 'reset@example.com')!.uId,
    );
  },
};
