import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx';

const CODE = 'reset_code_for_stories_0001';

const meta = {
  title: 'Features/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  decorators: [withFeatureProviders],
  parameters: {
    layout: 'fullscreen',
    feature: { path: '/reset-password', initialEntries: [`/reset-password?uId=admin1&eId=ent1&resetCode=${CODE}`] },
  },
  beforeEach: () => {
    fake.store.tokens.set(CODE, { purpose: 'reset', uId: 'admin1', attempts: 0 });
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (password: string, confirm: string) => {
  await userEvent.type(await screen.findByLabelText('New password', { selector: 'input' }), password);
  await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
};

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    await expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const ValidationMessages: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await expect(await screen.findAllByText(Messages.fieldMandatory)).toHaveLength(2);
    await fill('short', 'other');
    await expect((await screen.findAllByText(Messages.passwordTooShort)).length).toBeGreaterThan(0);
    await userEvent.clear(screen.getByLabelText('New password', { selector: 'input' }));
    await userEvent.clear(screen.getByLabelText('Confirm password', { selector: 'input' }));
    await fill('long-enough-1', 'long-enough-2');
    await expect(await screen.findByText(Messages.passwordsDoNotMatch)).toBeVisible();
  },
};

export const Changed: Story = {
  play: async () => {
    await fill('brand-new-pass', 'brand-new-pass');
    await expect(await screen.findByRole('status')).toHaveTextContent(Messages.passwordChanged);
    await expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(fake.store.users[0]!.password).toBe('brand-new-pass');
  },
};

export const AdminForced: Story = {
  parameters: {
    feature: {
      path: '/reset-password',
      initialEntries: [`/reset-password?uId=admin1&eId=ent1&resetCode=${CODE}&code=900`],
    },
  },
  beforeEach: () => {
    fake.store.tokens.set(CODE, { purpose: 'admin_reset', uId: 'admin1', attempts: 0 });
  },
  play: async () => {
    await fill('chosen-by-me', 'chosen-by-me');
    await expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent('/login');
  },
};

export const ExpiredLink: Story = {
  beforeEach: () => {
    fake.store.tokens.clear();
  },
  play: async () => {
    await fill('brand-new-pass', 'brand-new-pass');
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.resetLinkInvalid);
  },
};

export const MissingCode: Story = {
  parameters: { feature: { path: '/reset-password', initialEntries: ['/reset-password'] } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.resetLinkInvalid);
  },
};
