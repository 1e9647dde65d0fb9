import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { DEMO_ADMIN, fake } from '@parley/api-client/fake';
import { latestCaptcha, withFeatureProviders } from '../../testing/index.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

const meta = {
  title: 'Features/Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [withFeatureProviders],
  parameters: { layout: 'fullscreen', feature: { path: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = async () => (await screen.findByRole('img', { name: 'Captcha' })) as HTMLImageElement;

async function fill(email: string) {
  await image();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByRole('textbox', { name: 'Captcha' }), latestCaptcha()!.answer);
}

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
    await expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/login');
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    await image();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await expect(await screen.findByText(Messages.invalidEmail)).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Email'));
    await expect(await screen.findByText(Messages.fieldMandatory)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Proceed' })).toBeDisabled();
  },
};

export const Sent: Story = {
  play: async () => {
    await fill(DEMO_ADMIN.emailId);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await expect(await screen.findByRole('status')).toHaveTextContent(Messages.resetMailSent);
    await expect(fake.lastMail(DEMO_ADMIN.emailId)?.link).toMatch(/^\/reset-password\?/);
  },
};

export const Failure: Story = {
  beforeEach: () => {
    fake.fail('recoverPassword', { status: 400, code: 400, message: Messages.invalidCaptcha });
  },
  play: async () => {
    await fill(DEMO_ADMIN.emailId);
    const first = (await image()).src;
    await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCaptcha);
    await waitFor(async () => expect((await image()).src).not.toBe(first));
  },
};
