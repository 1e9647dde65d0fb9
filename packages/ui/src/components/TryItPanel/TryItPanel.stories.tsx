import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TryItPanel, type TryItAnswer } from './TryItPanel.tsx';
import { expectVisual } from '../../internal/visual.ts';

const answers: Record<string, TryItAnswer> = {
  hi: { text: 'Hello! I can help with **orders** and _refunds_.\n\n- Track an order\n- Ask for a refund' },
  refund: {
    text: 'Refunds take 5–7 days. See [the policy](https://example.com/refunds).',
    source: 'https://example.com/kb/refunds',
  },
  silent: { text: '' },
  evil: { text: 'Safe <img src=x onerror="window.__pwned=1"> <script>window.__pwned=1</script>text' },
};

function fakeAsk(text: string): Promise<TryItAnswer> {
  return new Promise((resolve) => setTimeout(() => resolve(answers[text] ?? { text: `You said: ${text}` }), 50));
}

const meta = {
  title: 'Bots/TryItPanel',
  component: TryItPanel,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), onAsk: fn(fakeAsk) },
  render: (args) => (
    <>
      <p>The agent editor stays behind the panel, faded.</p>
      <TryItPanel {...args} />
    </>
  ),
} satisfies Meta<typeof TryItPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const panel = await within(document.body).findByRole('dialog', { name: 'Try it' });
    await expect(panel.getBoundingClientRect().width).toBe(480);
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await expect(input).toHaveAttribute('placeholder', 'Start Typing.....');
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(within(document.body).getByTestId('side-panel-overlay')).opacity).toBe('0.8');
  },
};

export const SendWithEnter: Story = {
  play: async ({ args }) => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'hi{Enter}');
    await expect(args.onAsk).toHaveBeenCalledWith('hi');
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    // The loader shows while waiting, then the markdown answer.
    await expect(panel.getByRole('status')).toHaveTextContent('Waiting for the answer');
    const log = panel.getByRole('log');
    await waitFor(() => expect(within(log).getByText('orders', { selector: 'strong' })).toBeVisible());
    await expect(within(log).getByText('refunds', { selector: 'em' })).toBeVisible();
    await expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    await expect(panel.queryByRole('status')).not.toBeInTheDocument();
    await expectVisual(panel.getByRole('log'), 'try-it-answer');
  },
};

export const SendWithIconAndSource: Story = {
  play: async ({ args }) => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'refund');
    await userEvent.click(panel.getByRole('button', { name: 'Send' }));
    await expect(args.onAsk).toHaveBeenCalledWith('refund');
    const source = await panel.findByRole('link', { name: 'View Source' });
    await expect(source).toHaveAttribute('href', 'https://example.com/kb/refunds');
    await expect(panel.getByRole('link', { name: 'the policy' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const BlankIsNotSent: Story = {
  play: async ({ args }) => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), '   {Enter}');
    await userEvent.click(panel.getByRole('button', { name: 'Send' }));
    await expect(args.onAsk).not.toHaveBeenCalled();
    await expect(within(panel.getByRole('log')).queryByText(/\S/)).not.toBeInTheDocument();
  },
};

export const EmptyAnswer: Story = {
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'silent{Enter}');
    await expect(await panel.findByText('No messages available')).toBeVisible();
  },
};

export const SanitisesAnswers: Story = {
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'evil{Enter}');
    const log = panel.getByRole('log');
    await waitFor(() => expect(log).toHaveTextContent(/Safe.*text/));
    await expect(log.querySelector('script')).toBeNull();
    await expect(log.querySelector('[onerror]')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

export const FailureSaysWhy: Story = {
  args: { onAsk: fn((_text: string): Promise<TryItAnswer> => Promise.reject(new Error('offline'))) },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    await waitFor(() => expect(panel.queryByRole('status')).not.toBeInTheDocument());
    await expect(panel.getByRole('button', { name: 'Send' })).toBeEnabled();
    // Never silent: the conversation says why the question got no answer.
    await expect(await panel.findByRole('alert')).toHaveTextContent('offline');
  },
};

const trainAgent = fn();

/** The cure where there is one: an untrained agent offers Train beside the reason. */
export const FailureOffersItsCure: Story = {
  args: {
    onAsk: fn((_text: string): Promise<TryItAnswer> => Promise.reject(new Error('not trained'))),
    describeFailure: () => ({
      message: 'The agent is not trained yet. Train the agent first.',
      action: { label: 'Train agent', onSelect: trainAgent },
    }),
  },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    const failure = await panel.findByRole('alert');
    await expect(failure).toHaveTextContent('The agent is not trained yet. Train the agent first.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Train agent' }));
    await expect(trainAgent).toHaveBeenCalledOnce();
  },
};

/** How the answer was reached, under it: the intent, its confidence and the runner-up. */
export const AnswerWithCaption: Story = {
  args: {
    onAsk: fn(async (_text: string): Promise<TryItAnswer> => ({
      text: 'We are open 9 to 5.',
      caption: 'store_hours · 98 % · next: greeting 2 %',
    })),
  },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'when do you open{Enter}');
    await expect(await panel.findByText('store_hours · 98 % · next: greeting 2 %')).toBeVisible();
  },
};

export const ScrollsToNewest: Story = {
  args: {
    initialMessages: Array.from({ length: 30 }, (_, index) => ({
      id: `old${index}`,
      from: index % 2 ? ('bot' as const) : ('user' as const),
      text: `Earlier message ${index + 1}`,
    })),
  },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Try it' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'Message' }), 'latest{Enter}');
    const log = panel.getByRole('log');
    const newest = await within(log).findByText('You said: latest');
    await waitFor(() => expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1));
    const logBox = log.getBoundingClientRect();
    await expect(newest.getBoundingClientRect().bottom).toBeLessThanOrEqual(logBox.bottom + 1);
  },
};
