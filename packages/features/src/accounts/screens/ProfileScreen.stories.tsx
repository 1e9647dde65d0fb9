import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, within } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { DEMO_ADMIN, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ProfileScreen } from './ProfileScreen.tsx';

const meta = {
  title: 'Features/Accounts/ProfileScreen',
  component: ProfileScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/details/myprofile', signedIn: true } },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const twoFactor = async () =>
  (await screen.findByRole('heading', { name: /Two-factor verification/ })).closest('section')!;

export const Loaded: Story = {
  play: async () => {
    await expect(await screen.findByLabelText('Email')).toHaveValue(DEMO_ADMIN.emailId);
    await expect(screen.getByLabelText('Name')).toHaveValue(DEMO_ADMIN.name);
    await expect(within(await twoFactor()).getByText('Off')).toBeVisible();
  },
};

export const EnrolAuthenticator: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = screen.getByTestId('totp-secret').textContent!;
    await userEvent.type(screen.getByLabelText('Code from the app'), fake.totpCode(secret));
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(await within(await twoFactor()).findByText('Authenticator app')).toBeVisible();
  },
};

export const WrongEnrolmentCode: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await userEvent.type(await screen.findByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCode);
  },
};

export const EmailCodes: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText(/Your password/, { selector: 'input' }), DEMO_ADMIN.password);
    await userEvent.click(screen.getByRole('button', { name: 'Use email codes' }));
    await expect(await within(await twoFactor()).findByText('Email code')).toBeVisible();
  },
};

export const ChangePasswordMismatch: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Current password', { selector: 'input' }), DEMO_ADMIN.password);
    await userEvent.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.passwordsDoNotMatch);
  },
};

const soundAlerts = async () => (await screen.findByRole('heading', { name: 'Sound alerts' })).closest('form')!;

export const SoundAlerts: Story = {
  play: async () => {
    const form = await soundAlerts();
    const chat = within(form).getByRole('group', { name: 'New chat' });
    await expect(within(chat).getByLabelText('New chat sound')).toBeDisabled();
    await expect(within(chat).getByRole('button', { name: 'Play new chat sound' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('switch', { name: 'Play sound alerts' }));
    await expect(within(chat).getByRole('button', { name: 'Play new chat sound' })).toBeEnabled();
    await userEvent.selectOptions(within(chat).getByLabelText('New chat sound'), 'Bell');
    const repeat = within(chat).getByLabelText('New chat repeat');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '3');
    fireEvent.change(within(chat).getByLabelText('New chat volume'), { target: { value: '60' } });
    await expect(within(chat).getByText('60%')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save Sound Alerts' }));
    await expect(await screen.findByText('Audio settings saved')).toBeVisible();
    const saved = fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!.audioSettings!;
    await expect(saved.enable).toBe(true);
    await expect(saved.sounds.find((s) => s.type === 'new_chat')).toEqual({
      type: 'new_chat',
      sound: 'bell',
      repeat: 3,
      volume: 60,
    });
    await expect(saved.sounds.find((s) => s.type === 'new_message')).toMatchObject({ sound: 'chime', volume: 50 });
  },
};

export const SoundAlertsInvalidRepeat: Story = {
  play: async () => {
    const form = await soundAlerts();
    await userEvent.click(within(form).getByRole('switch', { name: 'Play sound alerts' }));
    const repeat = within(within(form).getByRole('group', { name: 'New message' })).getByLabelText('New message repeat');
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Sound Alerts' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Repeat must be a whole number from 0 to 10');
  },
};
