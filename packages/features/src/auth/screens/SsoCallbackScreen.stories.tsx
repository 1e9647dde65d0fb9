import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { DEMO_ADMIN, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { readSsoDirect } from '../session/signInOutcome.ts';
import { SsoCallbackScreen } from './SsoCallbackScreen.tsx';

const STATE = 'state_from_the_console_123';

const meta = {
  title: 'Features/Auth/SsoCallbackScreen',
  component: SsoCallbackScreen,
  decorators: [withFeatureProviders],
  args: { mode: 'provider' },
  parameters: {
    layout: 'fullscreen',
    feature: { path: '/login/sso', initialEntries: [`/login/sso?code=code1&state=${STATE}`] },
  },
  beforeEach: () => {
    fake.store.settings.sso = { label: 'Sign in with Acme ID' };
  },
} satisfies Meta<typeof SsoCallbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPath = () => screen.findByRole('status', { name: 'Current path' }, { timeout: 5000 });

export const SignedIn: Story = {
  beforeEach: () => {
    fake.store.ssoRequests.set(STATE, { code: 'code1', email: DEMO_ADMIN.emailId });
  },
  play: async () => {
    await expect(await currentPath()).toHaveTextContent(/^\/$/);
    // The state answered once.
    await expect(fake.store.ssoRequests.has(STATE)).toBe(false);
    await expect(readSsoDirect()).toBe(false);
  },
};

export const UnknownState: Story = {
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.ssoFailed);
    await expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  },
};

export const ProviderRefused: Story = {
  parameters: { feature: { initialEntries: [`/login/sso?error=access_denied&state=${STATE}`] } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.ssoFailed);
  },
};

export const UnknownUser: Story = {
  beforeEach: () => {
    fake.store.ssoRequests.set(STATE, { code: 'code1', email: 'stranger@example.com' });
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.ssoUnknownUser);
  },
};

export const SecondFactor: Story = {
  beforeEach: () => {
    fake.seed.user({ emailId: 'careful@example.com', password: 'careful-pass', twoFactorMethod: 'email' });
    fake.store.ssoRequests.set(STATE, { code: 'code1', email: 'careful@example.com' });
  },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    const code = /(\d{6})/.exec(fake.lastMail('careful@example.com')!.text)![1]!;
    await userEvent.type(screen.getByLabelText('Code from the email'), code);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expect(await currentPath()).toHaveTextContent(/^\/$/);
  },
};

export const SsoDirect: Story = {
  args: { mode: 'direct' },
  parameters: { feature: { path: '/:id/redirect', initialEntries: ['/portal-token-1/redirect'] } },
  beforeEach: () => {
    fake.store.ssoDirectTokens.set('portal-token-1', DEMO_ADMIN.emailId);
    // The stored flag outlives the story; leave none behind for the next one.
    return () => localStorage.removeItem('parley.ssoDirect');
  },
  play: async () => {
    await expect(await currentPath()).toHaveTextContent(/^\/$/);
    await expect(readSsoDirect()).toBe(true);
    await expect(fake.store.ssoDirectTokens.has('portal-token-1')).toBe(false);
  },
};

export const SsoDirectTokenRefused: Story = {
  args: { mode: 'direct' },
  parameters: { feature: { path: '/:id/redirect', initialEntries: ['/used-token/redirect'] } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.ssoFailed);
    await expect(readSsoDirect()).toBe(false);
  },
};
