import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Messages } from '@parley/api-client';
import { fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { ActivationScreen } from './ActivationScreen.tsx';

const TOKEN = 'activation_for_stories_0001';

const meta = {
  title: 'Features/Auth/ActivationScreen',
  component: ActivationScreen,
  decorators: [withFeatureProviders],
  parameters: {
    layout: 'fullscreen',
    feature: { path: '/signup-verify/:id', initialEntries: [`/signup-verify/${TOKEN}`] },
  },
} satisfies Meta<typeof ActivationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activated: Story = {
  beforeEach: () => {
    const user = fake.seed.user({ emailId: 'new@example.com', activated: false });
    fake.store.tokens.set(TOKEN, { purpose: 'activation', uId: user.uId, attempts: 0 });
  },
  play: async () => {
    await expect(await screen.findByText(Messages.activated)).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  },
};

export const InvalidLink: Story = {
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent(Messages.activationInvalid);
    await expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  },
};
