import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  args: { children: 'The link has expired.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The link has expired.');
  },
};

/** A notice is a status, read out politely, not an alert. */
export const Info: Story = {
  args: { tone: 'info', children: 'We have sent you a link to reset your password.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We have sent you a link');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Where a toast has already announced it, the box is shown but not announced again. */
export const NotAnnounced: Story = {
  args: { announce: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The link has expired.')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The server's list of reasons, as the customer form shows them. */
export const WithList: Story = {
  args: {
    children: (
      <>
        <p>The customer could not be saved:</p>
        <ul>
          <li>This field is required</li>
          <li>Please enter a valid phone number with country code</li>
        </ul>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
  },
};
