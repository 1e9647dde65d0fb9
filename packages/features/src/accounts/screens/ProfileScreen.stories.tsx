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

/** Confirms a sensitive change in the password dialog that opens for it. */
const confirmWithPassword = async (password: string, submit: string) => {
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), password);
  await userEvent.click(within(dialog).getByRole('button', { name: submit }));
  return dialog;
};

export const EnrolAuthenticator: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await confirmWithPassword(DEMO_ADMIN.password, 'Continue');
    await expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const secret = screen.getByTestId('totp-secret').textContent!;
    await userEvent.type(screen.getByLabelText('Code from the app'), fake.totpCode(secret));
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await expect(await within(await twoFactor()).findByText('Authenticator app')).toBeVisible();
  },
};

export const EnrolAuthenticatorWrongPassword: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await confirmWithPassword('not-my-password', 'Continue');
    const field = within(dialog).getByLabelText('Your password', { selector: 'input' });
    await expect(await within(dialog).findByText(Messages.wrongPassword)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
    await expect(fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!.totpPendingSecret ?? null).toBeNull();
  },
};

export const WrongEnrolmentCode: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    await confirmWithPassword(DEMO_ADMIN.password, 'Continue');
    await userEvent.type(await screen.findByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invalidCode);
  },
};

export const EmailCodes: Story = {
  play: async () => {
    await userEvent.click(await within(await twoFactor()).findByRole('button', { name: 'Use email codes' }));
    await confirmWithPassword(DEMO_ADMIN.password, 'Use email codes');
    await expect(await within(await twoFactor()).findByText('Email code')).toBeVisible();
  },
};

export const EmailCodesWrongPassword: Story = {
  play: async () => {
    await userEvent.click(await within(await twoFactor()).findByRole('button', { name: 'Use email codes' }));
    const dialog = await confirmWithPassword('not-my-password', 'Use email codes');
    await expect(await within(dialog).findByText(Messages.wrongPassword)).toBeVisible();
    await expect(within(await twoFactor()).getByText('Off')).toBeVisible();
  },
};

export const RequireTwoFactorForEnterprise: Story = {
  play: async () => {
    const requireForAll = await within(await twoFactor()).findByRole('switch', {
      name: 'Require two-factor for everyone in the enterprise',
    });
    await userEvent.click(requireForAll);
    const dialog = await confirmWithPassword('not-my-password', 'Require two-factor');
    await expect(await within(dialog).findByText(Messages.wrongPassword)).toBeVisible();
    await expect(fake.store.twoFactorEnterprises.size).toBe(0);

    const field = within(dialog).getByLabelText('Your password', { selector: 'input' });
    await userEvent.clear(field);
    await userEvent.type(field, DEMO_ADMIN.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Require two-factor' }));
    const section = await twoFactor();
    await expect(await within(section).findByText('Your enterprise requires two-factor verification.')).toBeVisible();
    await expect(requireForAll).toHaveAttribute('aria-checked', 'true');
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
    const repeat = within(within(form).getByRole('group', { name: 'New message' })).getByLabelText(
      'New message repeat',
    );
    await userEvent.clear(repeat);
    await userEvent.type(repeat, '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Sound Alerts' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Repeat must be a whole number from 0 to 10',
    );
  },
};

const apiKeys = async () => (await screen.findByRole('heading', { name: 'API keys' })).closest('section')!;

export const CreateApiKeyShownOnce: Story = {
  play: async () => {
    await userEvent.click(within(await apiKeys()).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Nightly export');
    await userEvent.selectOptions(within(dialog).getByLabelText('Expires'), '30 days');
    await userEvent.type(within(dialog).getByLabelText('Your password', { selector: 'input' }), 'not-my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText(Messages.wrongPassword)).toBeVisible();
    await expect(fake.store.apiKeys).toHaveLength(0);

    const field = within(dialog).getByLabelText('Your password', { selector: 'input' });
    await userEvent.clear(field);
    await userEvent.type(field, DEMO_ADMIN.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const shown = await screen.findByRole('dialog', { name: 'Copy your API key' });
    const stored = fake.store.apiKeys[0]!;
    await expect(within(shown).getByTestId('created-api-key')).toHaveTextContent(stored.key);
    await expect(stored.expiresAt).not.toBeNull();
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await expect(screen.queryByText(stored.key)).not.toBeInTheDocument();

    const table = within(await apiKeys()).getByRole('table', { name: 'API keys' });
    const row = (await within(table).findByText('Nightly export')).closest<HTMLElement>('[role="row"]')!;
    await expect(within(row).getByText(DEMO_ADMIN.name)).toBeVisible();
    await expect(within(row).getByText(`${stored.key.slice(0, 10)}…`)).toBeVisible();
  },
};

export const RevokeApiKey: Story = {
  play: async () => {
    const adminUser = fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!;
    fake.store.apiKeys.push({
      id: 'apikey-story',
      eId: adminUser.eId,
      uId: adminUser.uId,
      name: 'Old integration',
      key: 'pk_story_0000000000000000000000',
      createdAt: new Date(fake.store.clock).toISOString(),
      lastUsedAt: null,
      expiresAt: null,
    });
    await userEvent.click(await within(await apiKeys()).findByRole('button', { name: 'Revoke Old integration' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API key' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await expect(await within(await apiKeys()).findByText('No API keys yet')).toBeVisible();
    await expect(fake.store.apiKeys).toHaveLength(0);
  },
};

/**
 * Chat notifications turned on: the browser is asked (it allows, here), and the choice is saved with the profile;
 * turned off again, saved too.
 */
export const ChatNotificationsToggle: Story = {
  beforeEach: () => {
    const own = globalThis.Notification;
    const asked: string[] = [];
    class Allowing {
      static permission: NotificationPermission = 'default';
      static requestPermission = async () => {
        asked.push('asked');
        Allowing.permission = 'granted';
        return 'granted' as const;
      };
    }
    globalThis.Notification = Allowing as unknown as typeof Notification;
    (globalThis as { notificationAsks?: string[] }).notificationAsks = asked;
    const admin = fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!;
    admin.enableChatNotification = false;
    return () => {
      globalThis.Notification = own;
    };
  },
  play: async () => {
    const card = (await screen.findByRole('heading', { name: 'Chat notifications' })).closest('form')!;
    const toggle = within(card).getByRole('switch', { name: 'Show a browser notification for new chats and messages' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(await screen.findByText('Chat notifications on')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect((globalThis as { notificationAsks?: string[] }).notificationAsks).toEqual(['asked']);
    await expect(fake.store.users.find((u) => u.emailId === DEMO_ADMIN.emailId)!.enableChatNotification).toBe(true);
  },
};
