import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Markdown } from './Markdown.tsx';
import { expectVisual } from '../../internal/visual.ts';

const meta = {
  title: 'UI/Markdown',
  component: Markdown,
  tags: ['autodocs'],
  args: { children: 'Hello **world**' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Markdown {...args} />
    </div>
  ),
} satisfies Meta<typeof Markdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  args: { children: '# Opening hours\n\n## Weekdays\n\n### Saturday\n\nWe answer *within* an hour.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Opening hours' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Weekdays' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Saturday' })).toBeVisible();
    await expect(canvas.getByText('within').tagName).toBe('EM');
  },
};

export const Lists: Story = {
  args: {
    children:
      'To reset your password:\n\n1. Open **Profile**\n2. Choose *Reset*\n3. Check your mail\n\n- Email\n- SMS\n  - India only',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [ordered, unordered] = canvas.getAllByRole('list');
    await expect(ordered?.tagName).toBe('OL');
    await expect(within(ordered as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(unordered?.tagName).toBe('UL');
    await expect(within(unordered as HTMLElement).getByText('India only')).toBeVisible();
    await expect(canvas.getByText('Profile').tagName).toBe('STRONG');
  },
};

export const LinksOpenSafely: Story = {
  args: {
    children:
      'See the [help centre](https://example.com/help) or https://example.com/status.\n\n[Bad link](javascript:alert(1))',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const help = canvas.getByRole('link', { name: 'help centre' });
    await expect(help).toHaveAttribute('href', 'https://example.com/help');
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    // Bare URLs become links too, with the same safety.
    await expect(canvas.getByRole('link', { name: 'https://example.com/status' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // A javascript: URL loses its href, so it is no link at all.
    await expect(canvas.queryByRole('link', { name: 'Bad link' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[href^="javascript:"]')).toBeNull();
    await expect(canvas.getByText('Bad link')).toBeVisible();
  },
};

export const Code: Story = {
  args: {
    children:
      'Call `GET /api/agents` with the token:\n\n```\ncurl -H "Authorization: Bearer <token>" \\\n  https://example.com/api/agents\n```',
  },
  play: async ({ canvasElement }) => {
    const inline = within(canvasElement).getByText('GET /api/agents');
    await expect(inline.tagName).toBe('CODE');
    const block = canvasElement.querySelector('pre > code');
    await expect(block).not.toBeNull();
    // The code is text, not markup: the angle brackets survive as characters.
    await expect(block?.textContent).toContain('Bearer <token>');
  },
};

export const SanitisesHtml: Story = {
  args: {
    children: [
      'Before <script>window.__parleyXss = "script"</script>',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="window.__parleyXss = \'onerror\'" alt="pixel">',
      '<a href="javascript:window.__parleyXss = \'href\'" onclick="window.__parleyXss = \'click\'">Click me</a>',
      '<iframe src="https://example.com"></iframe><style>body{display:none}</style>',
      '<div onmouseover="alert(1)" style="color:red">After</div>',
    ].join('\n\n'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The rendered markdown, inside the story's wrapper.
    const root = canvasElement.firstElementChild?.firstElementChild as HTMLElement;
    await expect(root.querySelector('script, iframe, style')).toBeNull();
    await expect(root.querySelector('[onerror], [onclick], [onmouseover], [style]')).toBeNull();
    await expect(root.querySelector('[href^="javascript:"]')).toBeNull();
    await expect(root.innerHTML).not.toMatch(/onerror|onclick|onmouseover|<script/i);
    await expect(canvas.getByText('Click me')).toBeVisible();
    await expect(canvas.getByText('After')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'pixel' })).toBeInTheDocument();
    // Nothing that was injected ran.
    await expect((window as { __parleyXss?: string }).__parleyXss).toBeUndefined();
  },
};

export const Document: Story = {
  args: {
    children: [
      '## Welcome to Parley',
      'Reach customers on **WhatsApp** and answer them with _bots_. Read the [guide](https://example.com/guide).',
      '1. Create an agent\n2. Add intents\n3. Train it',
      '- Support\n- Sales',
      'Inline `code`, and a block:',
      '```\nPOST /api/nlp/agent/train\n```',
      '> Answers are rendered as sanitised markdown.',
    ].join('\n\n'),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome to Parley' })).toBeVisible();
    await expectVisual(canvasElement, 'markdown-document');
  },
};
