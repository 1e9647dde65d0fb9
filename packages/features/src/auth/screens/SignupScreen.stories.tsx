import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { DEMO_ADMIN, fake } from '@parley/api-client/fake';
import { latestCaptcha, withFeatureProviders } from '../../testing/index.ts';
import { SignupScreen } from './SignupScreen.tsx';

const meta = {
  title: 'Features/Auth/SignupScreen',
  component: SignupScreen,
  decorators: [withFeatureProviders],
  parameters: { layout: 'fullscreen', feature: { path: '/signup' } },
} satisfies Meta<typeof SignupScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(email: string) {
  await screen.findByRole('img', { name: 'Captcha' });
  await userEvent.type(screen.getByLabelText('Name'), 'Acme Ltd');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'acme-password');
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'acme-password');
  await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), latestCaptcha()!.answer);
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms of service' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
}

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expect(await screen.findAllByText(Messages.fieldMandatory)).not.toHaveLength(0);
  },
};

export const SignedUp: Story = {
  play: async () => {
    await fill('founder@acme.example');
    await expect(await screen.findByRole('status')).toHaveTextContent(Messages.activationSent);
    await expect(fake.lastMail('founder@acme.example')?.link).toMatch(/^\/signup-verify\//);
  },
};

export const EmailTaken: Story = {
  play: async () => {
    await fill(DEMO_ADMIN.emailId);
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.emailTaken);
  },
};

export const HiddenBySettings: Story = {
  beforeEach: () => {
    fake.store.settings.featureFlags.hideSignup = true;
  },
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
    await expect(await screen.findByText(Messages.accessDenied)).toBeVisible();
  },
};
