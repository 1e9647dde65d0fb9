import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { TextArea } from '../TextArea/TextArea.tsx';
import { CharacterCounter } from './CharacterCounter.tsx';

const meta = {
  title: 'UI/CharacterCounter',
  component: CharacterCounter,
  tags: ['autodocs'],
  args: { value: 'Your order has shipped', limit: 60, id: 'header-count' },
} satisfies Meta<typeof CharacterCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderTheLimit: Story = {
  play: async ({ canvasElement }) => {
    const counter = canvasElement.querySelector('#header-count')!;
    await expect(within(canvasElement).getByText('22 / 60')).toBeVisible();
    await expect(counter).toHaveTextContent('22 of 60 characters');
    await expect(counter).toHaveAttribute('data-over', 'false');
    await expect(counter.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};

export const AtTheLimit: Story = {
  args: { value: 'x'.repeat(60) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('60 / 60')).toBeVisible();
    await expect(canvasElement.querySelector('#header-count')).toHaveAttribute('data-over', 'false');
  },
};

export const OverTheLimit: Story = {
  args: { value: 'x'.repeat(68) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('68 / 60')).toBeVisible();
    // Said in words, not by colour alone, and announced.
    const message = canvas.getByText('8 characters over the limit');
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute('aria-live', 'polite');
    await expect(canvasElement.querySelector('#header-count')).toHaveAttribute('data-over', 'true');
    await expectVisual(canvasElement.querySelector('#header-count')!, 'character-counter-over');
  },
};

export const OneOver: Story = {
  args: { value: 'x'.repeat(16), limit: 15 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 character over the limit')).toBeVisible();
  },
};

export const CountsCharactersAsPeopleDo: Story = {
  // Three emoji, a space and two letters: six characters, though the string's UTF-16 length is nine.
  args: { value: '🎉🎉🎉 ok', limit: 10 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('6 / 10')).toBeVisible();
  },
};

export const FromALength: Story = {
  args: { value: undefined, length: 1030, limit: 1024 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1030 / 1024')).toBeVisible();
    await expect(within(canvasElement).getByText('6 characters over the limit')).toBeVisible();
  },
};

function FooterField({ limit }: { limit: number }) {
  const [footer, setFooter] = useState('Reply STOP');
  return (
    <div style={{ display: 'grid', gap: 4, maxWidth: 360 }}>
      <TextArea
        label="Footer"
        rows={2}
        value={footer}
        onChange={(event) => setFooter(event.target.value)}
        aria-describedby="footer-count"
      />
      <div style={{ textAlign: 'right' }}>
        <CharacterCounter value={footer} limit={limit} id="footer-count" />
      </div>
    </div>
  );
}

export const BesideAField: Story = {
  args: { limit: 15 },
  render: (args) => <FooterField limit={args.limit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Footer' });
    await expect(field).toHaveAccessibleDescription('10 of 15 characters');
    await userEvent.type(field, ' to opt out');
    await expect(canvas.getByText('21 / 15')).toBeVisible();
    await expect(canvas.getByText('6 characters over the limit')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('21 of 15 characters 6 characters over the limit');
    await userEvent.clear(field);
    await expect(canvas.getByText('0 / 15')).toBeVisible();
    await expect(canvas.queryByText(/over the limit/)).not.toBeInTheDocument();
  },
};
