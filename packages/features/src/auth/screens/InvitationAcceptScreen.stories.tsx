import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { InvitationAcceptScreen } from './InvitationAcceptScreen.tsx';

const TOKEN = 'invitation_for_stories_01';

const meta = {
  title: 'Features/Auth/InvitationAcceptScreen',
  component: InvitationAcceptScreen,
  decorators: [withFeatureProviders],
  parameters: {
    layout: 'fullscreen',
    feature: { path: '/invitation-accept', initialEntries: [`/invitation-accept?id=${TOKEN}`] },
  },
  beforeEach: () => {
    fake.store.invitations.push({
      id: 'inv1',
      eId: 'ent1',
      emailId: 'invitee@example.com',
      roles: [4],
      token: TOKEN,
      createdAt: '2026-01-15T09:30:00.000Z',
      expiresAt: '2026-01-22T09:30:00.000Z',
    });
  },
} satisfies Meta<typeof InvitationAcceptScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Join Demo Enterprise' })).toBeVisible();
    await expect(screen.getByLabelText('Email')).toHaveValue('invitee@example.com');
  },
};

export const Accepted: Story = {
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Name'), 'Ivy Invitee');
    await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'ivy-password');
    await userEvent.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'ivy-password');
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Welcome aboard');
    await expect(fake.store.users.some((u) => u.emailId === 'invitee@example.com')).toBe(true);
  },
};

export const Invalid: Story = {
  parameters: {
    feature: { path: '/invitation-accept', initialEntries: ['/invitation-accept?id=unknown_invitation_token'] },
  },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.invitationInvalid);
  },
};
