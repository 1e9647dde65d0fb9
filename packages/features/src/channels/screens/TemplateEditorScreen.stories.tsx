import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TEMPLATE_LIMITS, TemplateMessages } from '@parley/api-client';
import { channelsData, fake } from '@parley/api-client/fake';
import { withFeatureProviders } from '../../testing/index.ts';
import { TemplateEditorScreen } from './TemplateEditorScreen.tsx';

const meta = {
  title: 'Features/Channels/TemplateEditorScreen',
  component: TemplateEditorScreen,
  decorators: [
    (Story) => (
      <main style={{ padding: 24 }}>
        <Story />
      </main>
    ),
    withFeatureProviders,
  ],
  parameters: { layout: 'fullscreen', feature: { path: '/admin/messageTemplate/whatsapp/create', signedIn: true } },
} satisfies Meta<typeof TemplateEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async () => within(await screen.findByRole('form', { name: 'Create template' }));
const preview = () => within(screen.getByRole('figure', { name: 'Template preview' }));
/** Types text that holds braces: user-event reads `{` as the start of a key name unless it is doubled. */
const typeRaw = (element: HTMLElement, text: string) => userEvent.type(element, text.replace(/[{[]/g, '$&$&'));

/** A new template: the sandbox channel chosen, the counters at zero, the preview empty. */
export const Empty: Story = {
  play: async () => {
    const f = await form();
    await waitFor(() => expect(f.getByLabelText('Channel')).toHaveDisplayValue('Sandbox (Sandbox)'));
    await expect(f.getByText(`0 / ${TEMPLATE_LIMITS.body} · *bold*`, { exact: false })).toBeVisible();
    await expect(f.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  },
};

/** The live preview follows the body: formatting, variables filled by their examples, unfilled ones left shown. */
export const LivePreviewWithVariables: Story = {
  play: async () => {
    const f = await form();
    await typeRaw(f.getByLabelText('Body text'), 'Hi {{1}}, your *order* {{2}} ships _today_.');
    await expect(f.getByLabelText('Body example for {{1}}')).toBeVisible();
    await expect(f.getByLabelText('Body example for {{2}}')).toBeVisible();
    await userEvent.type(f.getByLabelText('Body example for {{1}}'), 'Asha');
    await waitFor(() => expect(preview().getByText(/Hi Asha, your/)).toBeVisible());
    await expect(preview().getByText('order').tagName).toBe('STRONG');
    await expect(preview().getByText('today').tagName).toBe('EM');
    await expect(preview().getByText(/\{\{2\}\}/)).toBeVisible();
  },
};

/** Every limit is checked as you type: at the limit nothing is said, one over shows the rule. */
export const LimitsAsYouType: Story = {
  play: async () => {
    const f = await form();
    await userEvent.selectOptions(f.getByLabelText('Header type'), 'Text');
    const header = f.getByLabelText('Header text');
    await userEvent.click(header);
    await userEvent.paste('h'.repeat(TEMPLATE_LIMITS.header));
    await expect(f.getByText(`${TEMPLATE_LIMITS.header} / ${TEMPLATE_LIMITS.header}`)).toBeVisible();
    await expect(f.queryByText(TemplateMessages.headerTooLong)).toBeNull();
    await userEvent.type(header, 'h');
    await expect(await f.findByText(TemplateMessages.headerTooLong)).toBeVisible();

    await userEvent.type(f.getByLabelText('Footer text'), 'f'.repeat(TEMPLATE_LIMITS.footer + 1));
    await expect(await f.findByText(TemplateMessages.footerTooLong)).toBeVisible();

    await userEvent.click(f.getByRole('button', { name: 'Add button' }));
    await userEvent.type(f.getByLabelText('Button 1 text'), 'q'.repeat(TEMPLATE_LIMITS.quickButtonText + 1));
    await expect(await f.findByText(TemplateMessages.quickButtonTooLong)).toBeVisible();
  },
};

/** A limited-time offer: 15 characters of offer text, one code and one call-to-action button. */
export const LimitedTimeOfferRules: Story = {
  play: async () => {
    const f = await form();
    await userEvent.selectOptions(f.getByLabelText('Template type'), 'Limited time offer');
    await userEvent.type(f.getByLabelText('Offer text'), 'o'.repeat(TEMPLATE_LIMITS.offerBody + 1));
    await expect(await f.findByText(TemplateMessages.offerTooLong)).toBeVisible();
    await expect(f.queryByLabelText('Footer text')).toBeNull();
    await userEvent.type(f.getByLabelText('Template name'), 'summer_offer');
    await userEvent.type(f.getByLabelText('Body text'), 'Our summer sale is on.');
    await userEvent.click(f.getByRole('button', { name: 'Submit for review' }));
    await expect(await f.findByText(TemplateMessages.offerButtons)).toBeVisible();
  },
};

/** A carousel starts with two cards; each card's body is held to 160 characters and needs a media sample. */
export const CarouselCards: Story = {
  play: async () => {
    const f = await form();
    await userEvent.selectOptions(f.getByLabelText('Template type'), 'Carousel');
    await expect(await f.findByRole('region', { name: 'Card 2' })).toBeVisible();
    await expect(f.queryByLabelText('Header type')).toBeNull();
    await userEvent.type(f.getByLabelText('Card 1 body'), 'c'.repeat(TEMPLATE_LIMITS.cardBody + 1));
    await expect(await f.findByText(TemplateMessages.cardBodyTooLong)).toBeVisible();
    await userEvent.type(f.getByLabelText('Template name'), 'spring_range');
    await userEvent.type(f.getByLabelText('Body text'), 'See the range');
    await userEvent.click(f.getByRole('button', { name: 'Submit for review' }));
    await expect((await f.findAllByText(TemplateMessages.cardMediaRequired)).length).toBeGreaterThan(0);
  },
};

/** A complete template is submitted: the fake holds it in review, and the editor returns to the list. */
export const SubmitForReview: Story = {
  play: async () => {
    const f = await form();
    await userEvent.type(f.getByLabelText('Template name'), 'order_update');
    await userEvent.selectOptions(f.getByLabelText('Category'), 'Utility');
    await userEvent.selectOptions(f.getByLabelText('Header type'), 'Image');
    await userEvent.type(f.getByLabelText('Header media sample address'), 'https://example.com/box.png');
    await typeRaw(f.getByLabelText('Body text'), 'Hi {{1}}, your order is on its way.');
    await userEvent.type(f.getByLabelText('Body example for {{1}}'), 'Asha');
    await userEvent.click(f.getByRole('button', { name: 'Add button' }));
    await userEvent.type(f.getByLabelText('Button 1 text'), 'Track order');
    await userEvent.click(f.getByRole('button', { name: 'Submit for review' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/admin/messageTemplate/whatsapp');
    const saved = channelsData(fake.store).templates.find((t) => t.name === 'order_update');
    await expect(saved?.status).toBe('PENDING');
    await expect(saved?.components.map((c) => c.type)).toEqual(['HEADER', 'BODY', 'BUTTONS']);
  },
};

/** The name is taken on this channel: the server's answer shows on the form. */
export const DuplicateName: Story = {
  play: async () => {
    const f = await form();
    await waitFor(() => expect(f.getByLabelText('Channel')).toHaveDisplayValue('Sandbox (Sandbox)'));
    await userEvent.type(f.getByLabelText('Template name'), 'welcome_message');
    await userEvent.type(f.getByLabelText('Body text'), 'Hello again');
    await userEvent.click(f.getByRole('button', { name: 'Submit for review' }));
    await expect(await f.findByText(TemplateMessages.duplicate)).toBeVisible();
  },
};

/** Editing a rejected template: its reason shows, the identity is fixed, and saving sends it back to review. */
export const EditRejected: Story = {
  parameters: {
    feature: {
      path: '/admin/messageTemplate/whatsapp/edit/:id',
      initialEntries: ['/admin/messageTemplate/whatsapp/edit/rejected'],
      signedIn: true,
    },
  },
  beforeEach: () => {
    const state = channelsData(fake.store);
    const welcome = state.templates[0]!;
    state.templates.push({
      ...structuredClone(welcome),
      id: 'rejected',
      _id: 'rejected',
      name: 'reject_me',
      templateId: 'reject_me',
      status: 'REJECTED',
      rejectedReason: 'The body contains the word “reject”',
    });
  },
  play: async () => {
    const f = within(await screen.findByRole('form', { name: 'Edit template' }));
    await expect(screen.getByText('Rejected: The body contains the word “reject”')).toBeVisible();
    await expect(f.getByLabelText('Template name')).toBeDisabled();
    await expect(f.getByLabelText('Template name')).toHaveValue('reject_me');
    await userEvent.click(f.getByRole('button', { name: 'Save and resubmit' }));
    await expect(await screen.findByLabelText('Current path')).toHaveTextContent('/admin/messageTemplate/whatsapp');
    await expect(channelsData(fake.store).templates.find((t) => t.id === 'rejected')?.status).toBe('PENDING');
  },
};
