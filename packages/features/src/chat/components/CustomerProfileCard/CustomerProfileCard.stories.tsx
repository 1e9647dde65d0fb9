import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerProfileCard } from './CustomerProfileCard.tsx';

const meta = {
  title: 'Features/Chat/CustomerProfileCard',
  component: CustomerProfileCard,
  decorators: [
    (Story) => (
      <main style={{ padding: 24, maxWidth: 360 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CustomerProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: HTMLElement) => within(canvas).getByRole('region', { name: 'Customer profile' });

/** A known customer: name, number, tags, groups and the custom fields with a value. */
export const Known: Story = {
  args: {
    profile: {
      customer: {
        id: 'c1',
        name: 'Asha Rao',
        phoneNumber: '+919812345670',
        tags: ['VIP', 'Returning'],
        groups: ['Newsletter'],
        fields: [
          { label: 'City', value: 'Pune' },
          { label: 'Tier', value: 'Gold' },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region).toHaveTextContent('NameAsha Rao');
    await expect(region).toHaveTextContent('Mobile number+919812345670');
    await expect(region).toHaveTextContent('TagsVIPReturning');
    await expect(region).toHaveTextContent('GroupsNewsletter');
    await expect(region).toHaveTextContent('CityPune');
    await expect(region).toHaveTextContent('TierGold');
  },
};

/** Nobody with the chat's number in the customer master (a web-chat visitor, a new number). */
export const NotInTheMaster: Story = {
  args: { profile: { customer: null } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('Not in the customer master.');
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  args: { profile: undefined, failed: true },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('The profile could not be loaded.');
  },
};
