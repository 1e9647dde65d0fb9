import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, URL_VARIABLES_MAPPED, URL_VARIABLE_NOT_FOUND } from '@parley/ui';
import {
  CampaignDialog,
  REJECT_REASON_REQUIRED,
  type CampaignDialogProps,
  type CampaignDialogResult,
} from './CampaignDialog.tsx';

/** The dialog as a screen uses it: closed by its result, and opened again by a button. */
function CampaignDialogHarness({ onClose, open: initiallyOpen, ...props }: CampaignDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <CampaignDialog
        {...props}
        open={open}
        onClose={(result) => {
          onClose(result);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Broadcasts/CampaignDialog',
  component: CampaignDialog,
  args: { open: true, variant: 'rejectActivity', onClose: fn() },
  render: (args) => <CampaignDialogHarness {...args} />,
} satisfies Meta<typeof CampaignDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialogs render in a portal on the document's body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const dialogNamed = async (canvasElement: HTMLElement, name: string) =>
  within(await page(canvasElement).findByRole('dialog', { name }));

const expectClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

/** onClose ran once, with this result. */
const expectResult = async (onClose: CampaignDialogProps['onClose'], result: CampaignDialogResult) => {
  await expect(onClose).toHaveBeenCalledOnce();
  await expect(onClose).toHaveBeenCalledWith(result);
};

const urlArgs = {
  variant: 'urlVariableMap',
  url: 'https://shop.example/order/{{1}}',
  columns: [
    { value: 'phoneNumber', label: 'Phone Number' },
    { value: 'orderId', label: 'Order ID' },
    { value: 'name', label: 'Name' },
  ],
} satisfies Partial<CampaignDialogProps>;

// rejectActivity ------------------------------------------------------------------------------------------------

/** A required multi-line reason; Cancel closes with 'cancel'. */
export const RejectActivity: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject Activity');
    const reason = dialog.getByRole('textbox', { name: /Reject Reason/ });
    await expect(reason).toBeRequired();
    await expect(reason.tagName).toBe('TEXTAREA');
    await expect(reason).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectResult(args.onClose, { action: 'cancel' });
    await expectClosed(canvasElement);
  },
};

/** Reject with no reason (or only spaces) says so and keeps the dialog open. */
export const RejectWithoutReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject Activity');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REJECT_REASON_REQUIRED);
    const reason = dialog.getByRole('textbox', { name: /Reject Reason/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(REJECT_REASON_REQUIRED);
    // Focus goes back to the field that needs the answer.
    await expect(reason).toHaveFocus();

    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(REJECT_REASON_REQUIRED);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog', { name: 'Reject Activity' })).toBeVisible();
  },
};

/** With a reason, Reject closes with the action and the reason, trimmed. */
export const RejectWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Reject Activity');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reject Reason/ }),
      '  Offer text is missing the end date ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expectResult(args.onClose, {
      action: 'reject',
      reason: 'Offer text is missing the end date',
    });
    await expectClosed(canvasElement);
  },
};

// Yes/no questions ----------------------------------------------------------------------------------------------

export const ApproveActivity: Story = {
  args: { variant: 'approveActivity' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Approve Activity');
    await expect(dialog.getByText('Are you sure you want to approve this activity?')).toBeVisible();
    // The safe answer has focus first.
    await expect(dialog.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expectResult(args.onClose, { action: 'approve' });
    await expectClosed(canvasElement);
  },
};

export const DeleteActivity: Story = {
  args: { variant: 'delete_activity' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Delete Activity');
    await expect(dialog.getByText('Are you sure you want to delete this activity?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await expectResult(args.onClose, { action: 'delete' });
    await expectClosed(canvasElement);
  },
};

/** No closes with 'cancel'. */
export const DeleteBlackList: Story = {
  args: { variant: 'delete_blackList' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Delete Blacklist Entry');
    await expect(dialog.getByText(/Are you sure you want to delete this number from the blacklist\?/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'No' }));
    await expectResult(args.onClose, { action: 'cancel' });
    await expectClosed(canvasElement);
  },
};

/** Esc closes with 'cancel'; Yes would have stopped it. */
export const StopCampaign: Story = {
  args: { variant: 'stopCampaign' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Stop Campaign');
    await expect(dialog.getByText(/Are you sure you want to stop this campaign\?/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expectResult(args.onClose, { action: 'cancel' });
    await expectClosed(canvasElement);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click((await dialogNamed(canvasElement, 'Stop Campaign')).getByRole('button', { name: 'Yes' }));
    await expect(args.onClose).toHaveBeenLastCalledWith({ action: 'stop' });
  },
};

// Static mock-ups -----------------------------------------------------------------------------------------------

export const ApproveAudit: Story = {
  args: { variant: 'approveAudit' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Approve Audit');
    const sample = within(dialog.getByRole('group', { name: 'Audit summary Sample content' }));
    await expect(sample.getByText('Quarterly opt-in review')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expectResult(args.onClose, { action: 'approve' });
    await expectClosed(canvasElement);
  },
};

export const DeactiveCampaign: Story = {
  args: { variant: 'deactiveCampaign' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Deactivate Campaign');
    await expect(dialog.getByText(/stops sending until it is activated again/)).toBeVisible();
    const sample = within(dialog.getByRole('group', { name: 'Campaign summary Sample content' }));
    await expect(sample.getByText('Summer Sale Reminder')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    await expectResult(args.onClose, { action: 'deactivate' });
    await expectClosed(canvasElement);
  },
};

export const CreateCampaign: Story = {
  args: { variant: 'createCampaign' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create Campaign');
    const sample = within(dialog.getByRole('group', { name: 'Campaign summary Sample content' }));
    await expect(sample.getByText('Festive Offer 2025')).toBeVisible();
    await expect(sample.getByText('1,250 customers')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expectResult(args.onClose, { action: 'create' });
    await expectClosed(canvasElement);
  },
};

export const CreateMsgTemplate: Story = {
  args: { variant: 'createMsgTemplate' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create Message Template');
    const sample = within(dialog.getByRole('group', { name: 'Template Sample content' }));
    await expect(sample.getByText('order_shipped')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expectResult(args.onClose, { action: 'create' });
    await expectClosed(canvasElement);
  },
};

/** The Close button closes with 'cancel'. */
export const CreateMsgView: Story = {
  args: { variant: 'createMsgView' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create Message View');
    const sample = within(dialog.getByRole('group', { name: 'Message view Sample content' }));
    await expect(sample.getByText('Status is Delivered')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expectResult(args.onClose, { action: 'cancel' });
    await expectClosed(canvasElement);
  },
};

// startCampaign -------------------------------------------------------------------------------------------------

/** With the campaign-estimate flag on, the estimate shows in the currency's symbol with two decimals. */
export const StartCampaign: Story = {
  args: { variant: 'startCampaign', showEstimate: true, estimate: { currencySymbol: 'Rs.', estimatedRate: 12.5 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Start Campaign');
    await expect(dialog.getByText(/Are you sure you want to start this campaign\?/)).toBeVisible();
    await expect(dialog.getByText('Estimated cost')).toBeVisible();
    await expect(dialog.getByText('Rs. 12.50')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await expectResult(args.onClose, { action: 'start' });
    await expectClosed(canvasElement);
  },
};

export const StartCampaignEstimateInDollars: Story = {
  args: { variant: 'startCampaign', showEstimate: true, estimate: { currencySymbol: '$', estimatedRate: 3.2 } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Start Campaign');
    await expect(dialog.getByText('$ 3.20')).toBeVisible();
  },
};

/** While the estimate loads a spinner says so; Start does not wait for it. */
export const StartCampaignEstimateLoading: Story = {
  args: { variant: 'startCampaign', showEstimate: true, estimateLoading: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Start Campaign');
    await expect(dialog.getByRole('status')).toHaveTextContent('Estimating cost');
    await expect(dialog.queryByText('Estimated cost')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Start' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await expectResult(args.onClose, { action: 'start' });
  },
};

/** A failed estimate says so briefly and still lets the campaign start. */
export const StartCampaignEstimateFailed: Story = {
  args: { variant: 'startCampaign', showEstimate: true, estimate: null },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Start Campaign');
    await expect(dialog.getByRole('alert')).toHaveTextContent('The cost estimate is unavailable.');
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await expectResult(args.onClose, { action: 'start' });
    await expectClosed(canvasElement);
  },
};

/** With the campaign-estimate flag off nothing about cost shows, even when an estimate is at hand. */
export const StartCampaignEstimateHidden: Story = {
  args: { variant: 'startCampaign', showEstimate: false, estimate: { currencySymbol: '$', estimatedRate: 3.2 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Start Campaign');
    await expect(dialog.getByText(/Are you sure you want to start this campaign\?/)).toBeVisible();
    await expect(dialog.queryByText('Estimated cost')).not.toBeInTheDocument();
    await expect(dialog.queryByText('$ 3.20')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Start' }));
    await expectResult(args.onClose, { action: 'start' });
  },
};

// urlVariableMap ------------------------------------------------------------------------------------------------

/** Check lists the columns the expression reads; Save closes with the expression and its mappings. */
export const UrlVariableMap: Story = {
  args: urlArgs,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Map URL Variables');
    await expect(dialog.getByRole('textbox', { name: 'Button URL' })).toHaveValue('https://shop.example/order/{{1}}');
    const expression = dialog.getByRole('textbox', { name: 'Expression' });
    await expect(expression).toHaveAccessibleDescription(/filters: lower, upper, digits, trim, raw/);
    await userEvent.click(expression);
    await userEvent.paste('track?id={orderId|upper}&to={phoneNumber}&again={orderId}');
    await userEvent.click(dialog.getByRole('button', { name: 'Check' }));

    const status = await dialog.findByRole('status');
    await expect(status).toHaveTextContent(URL_VARIABLES_MAPPED);
    const mapped = within(within(status).getByRole('list', { name: 'Mapped columns' }));
    await expect(mapped.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Order ID (upper)',
      'Phone Number',
    ]);

    // A changed expression drops the result of the old one.
    await userEvent.type(expression, '&n={{name|lower}');
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectResult(args.onClose, {
      action: 'map',
      expression: 'track?id={orderId|upper}&to={phoneNumber}&again={orderId}&n={name|lower}',
      mappings: [{ name: 'orderId', filter: 'upper' }, { name: 'phoneNumber' }, { name: 'name', filter: 'lower' }],
    });
    await expectClosed(canvasElement);
  },
};

/** A column outside the audience is still listed, and marked. */
export const UrlVariableUnknownColumn: Story = {
  args: { ...urlArgs, expression: '{couponCode|digits}' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Map URL Variables');
    await expect(dialog.getByRole('textbox', { name: 'Expression' })).toHaveValue('{couponCode|digits}');
    await userEvent.click(dialog.getByRole('button', { name: 'Check' }));
    const mapped = within(await dialog.findByRole('list', { name: 'Mapped columns' }));
    await expect(mapped.getByRole('listitem')).toHaveTextContent('couponCode (digits) (not an audience column)');
  },
};

/** No `{column}` placeholder (or only malformed ones): 'URL variable not found', and Save does not close. */
export const UrlVariableNotFound: Story = {
  args: urlArgs,
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Map URL Variables');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Expression' }));
    await userEvent.paste('track?id={order id}&code={1abc}&case={name|title}');
    await userEvent.click(dialog.getByRole('button', { name: 'Check' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(URL_VARIABLE_NOT_FOUND);
    await expect(dialog.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'Expression' }));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(URL_VARIABLE_NOT_FOUND);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog', { name: 'Map URL Variables' })).toBeVisible();
  },
};
