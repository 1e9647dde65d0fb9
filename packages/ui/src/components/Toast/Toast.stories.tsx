import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Button } from '../Button/Button.tsx';
import { EVENT_TOAST_DURATION_MS, MAX_VISIBLE_TOASTS, useToast, type ToastType } from './Toast.tsx';

/** Buttons that raise each kind of toast (the ToastProvider comes from the global decorator). */
function ToastDemo({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  const messages: Record<ToastType, string> = {
    info: 'File will be downloaded shortly !!',
    success: 'Flow Created Successfully',
    error: 'Something went wrong',
    warning: 'Network is offline,Please Turn On Internet!',
  };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(messages) as ToastType[]).map((type) => (
        <Button
          key={type}
          variant="secondary"
          onClick={() =>
            durationMs === undefined
              ? toast[type](messages[type])
              : toast.show({ type, message: messages[type], durationMs })
          }
        >
          Show {type}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app in `ToastProvider` and call `useToast().success(message)` and friends. Toasts hide after 8000 ms (toasts raised by a live event pass `event: true` and hide after 6000 ms), stack at the bottom centre (the same toast again is counted, not stacked; at most three show), and errors and warnings are announced assertively (role="alert").',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    const toast = await body.findByRole('status');
    await expect(toast).toHaveTextContent('Flow Created Successfully');
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByText('Flow Created Successfully')).not.toBeInTheDocument());
  },
};

export const ErrorIsAnAlert: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Something went wrong');
  },
};

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await body.findAllByRole('status')).toHaveLength(2);
    await expect(body.getByRole('alert')).toHaveTextContent('Network is offline');
    await expectVisual(body.getByRole('alert').parentElement as HTMLElement, 'toast-stack');
  },
};

export const AutoHide: Story = {
  name: 'Auto-hide (shortened to 300 ms)',
  args: { durationMs: 300 },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    await expect(await body.findByRole('status')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('status')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const EventToast: Story = {
  name: `Event toast (${EVENT_TOAST_DURATION_MS} ms)`,
  args: { durationMs: EVENT_TOAST_DURATION_MS },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show success' }));
    await expect(await within(document.body).findByRole('status')).toBeVisible();
  },
};

/** Four clicks on a failing button: one toast that counts, staying its full time from the last click. */
export const SameToastMerged: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const showError = within(canvasElement).getByRole('button', { name: 'Show error' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(showError);
    const alerts = await body.findAllByRole('alert');
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('Something went wrong ×4');
    await expect(within(alerts[0]!).getByLabelText('shown 4 times')).toBeInTheDocument();
  },
};

/** At most three at once, the oldest giving way; and never over the top of the page, where its actions are. */
export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const canvas = within(canvasElement);
    for (const type of ['info', 'success', 'warning', 'error'])
      await userEvent.click(canvas.getByRole('button', { name: `Show ${type}` }));
    await waitFor(() =>
      expect([...body.getAllByRole('status'), ...body.getAllByRole('alert')]).toHaveLength(MAX_VISIBLE_TOASTS),
    );
    await expect(body.queryByText('File will be downloaded shortly !!')).not.toBeInTheDocument();
    const stack = body.getAllByRole('alert')[0]!.parentElement!;
    await expect(stack.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
  },
};
