import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectVisual } from '../../internal/visual.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal, useModalClose, type ModalProps } from './Modal.tsx';

/** A page with an opener button, so stories can check where focus returns. */
function ModalDemo(props: Omit<ModalProps<unknown>, 'open'> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = false, onClose, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const handleClose = (result?: unknown) => {
    onClose(result);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add agent</Button>
      <Modal {...rest} open={open} onClose={handleClose} />
    </>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: {
    open: true,
    title: 'Add agent',
    onClose: fn(),
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <TextField label="Name" name="name" />
        <TextField label="Email" name="email" type="email" />
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save</Button>
      </>
    ),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Add agent' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves to the first field of the body.
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    // Esc closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }));
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    const scope = within(dialog);
    await expect(scope.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Save' })).toHaveFocus();
    // Past the last control focus wraps to the first one (the close button), never the page behind.
    await userEvent.tab();
    await expect(scope.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(scope.getByRole('button', { name: 'Save' })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add agent' }));
    const dialog = await body.findByRole('dialog', { name: 'Add agent' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenWithoutFooter: Story = {
  args: { footer: undefined, title: 'About this flow', children: <p>Flows collect structured answers in chat.</p> },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'About this flow' });
    // With nothing focusable in the body, focus goes to the close button.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const Wide: Story = {
  args: { width: 720, title: 'Wide dialog' },
  render: (args) => <ModalDemo {...args} initiallyOpen />,
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Wide dialog' });
    await expect(dialog).toBeVisible();
    await expectVisual(dialog, 'modal-wide');
  },
};

const paraphrases = ['Where is my order?', 'Track my order', 'Order status'];

/** A footer action that ends the dialog from a nested component, through the context hook. */
function ProceedButton({ chosen }: { chosen: string[] }) {
  const close = useModalClose<string[]>();
  return <Button onClick={() => close(chosen)}>Proceed</Button>;
}

/** Paraphrase picker: Proceed closes with the chosen paraphrases, Skip (a render prop) with none. */
function ParaphraseModalDemo({ onResult }: { onResult: (result?: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [last, setLast] = useState('');
  const handleClose = (result?: string[]) => {
    onResult(result);
    setLast(result === undefined ? 'dismissed' : result.join(' | ') || 'none');
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Generate paraphrases</Button>
      <p>Last result: {last}</p>
      <Modal<string[]>
        open={open}
        title="Paraphrases"
        onClose={handleClose}
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={() => close([])}>
              Skip
            </Button>
            <ProceedButton chosen={chosen} />
          </>
        )}
      >
        <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          <legend>Choose the phrases to add</legend>
          {paraphrases.map((phrase) => (
            <label key={phrase}>
              <input
                type="checkbox"
                checked={chosen.includes(phrase)}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked ? [...current, phrase] : current.filter((item) => item !== phrase),
                  )
                }
              />{' '}
              {phrase}
            </label>
          ))}
        </fieldset>
      </Modal>
    </>
  );
}

/** Every way out of the dialog, and what onClose receives for each. */
export const ClosesWithResult: StoryObj<typeof ParaphraseModalDemo> = {
  args: { onResult: fn() },
  render: (args) => <ParaphraseModalDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Generate paraphrases' });
    const openDialog = async () => {
      await userEvent.click(opener);
      return within(await body.findByRole('dialog', { name: 'Paraphrases' }));
    };

    let dialog = await openDialog();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Where is my order?' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Order status' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Proceed' }));
    await expect(args.onResult).toHaveBeenLastCalledWith(['Where is my order?', 'Order status']);
    await expect(canvas.getByText('Last result: Where is my order? | Order status')).toBeVisible();
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Skip' }));
    await expect(args.onResult).toHaveBeenLastCalledWith([]);

    await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenLastCalledWith(undefined);
    await expect(canvas.getByText('Last result: dismissed')).toBeVisible();

    dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onResult).toHaveBeenLastCalledWith(undefined);

    await openDialog();
    await userEvent.click(body.getByRole('dialog').parentElement as HTMLElement);
    await expect(args.onResult).toHaveBeenLastCalledWith(undefined);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onResult).toHaveBeenCalledTimes(5);
  },
};
