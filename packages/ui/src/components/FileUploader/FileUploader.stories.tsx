import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileUploader } from './FileUploader.tsx';
import { MESSAGE_IMAGE_LIMITS } from './validateFile.ts';
import { expectVisual } from '../../internal/visual.ts';

async function pngFile(width: number, height: number, name = 'banner.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((value) => resolve(value as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const meta = {
  title: 'UI/FileUploader',
  component: FileUploader,
  tags: ['autodocs'],
  args: { label: 'Choose file', accept: ['application/pdf'], onFiles: fn(), onReject: fn(), hint: 'PDF only' },
} satisfies Meta<typeof FileUploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvas: HTMLElement) => within(canvas).getByLabelText(/Choose file/) as HTMLInputElement;

export const AcceptsAllowedType: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    await userEvent.upload(input(canvasElement), file);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([file]));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const RefusesOtherTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['x'], 'tool.exe', { type: 'application/x-msdownload' });
    await userEvent.upload(input(canvasElement), file, { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid File Format !');
    await expect(args.onFiles).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith('Invalid File Format !', file);
  },
};

export const NamedByLabelDescribedByHint: Story = {
  play: async ({ canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Choose file');
    await expect(picker).toHaveAccessibleName('Choose file');
    await expect(picker).toHaveAccessibleDescription('PDF only');
    await expect(picker).toHaveAttribute('accept', 'application/pdf');
  },
};

export const ScreenMessageAndRule: Story = {
  args: {
    accept: ['.csv', 'text/csv'],
    hint: 'CSV only, up to 1 KB',
    invalidTypeMessage: 'Only CSV files can be uploaded',
    validate: (file: File) => (file.size > 1024 ? 'The file is larger than 1 KB' : null),
  },
  play: async ({ canvasElement, args }) => {
    const sheet = new File(['x'], 'people.xlsx', { type: 'application/vnd.ms-excel' });
    await userEvent.upload(input(canvasElement), sheet, { applyAccept: false });
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only CSV files can be uploaded');
    await expect(args.onReject).toHaveBeenCalledWith('Only CSV files can be uploaded', sheet);
    const big = new File(['a'.repeat(2048)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(input(canvasElement), big);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file is larger than 1 KB'),
    );
    await expect(args.onFiles).not.toHaveBeenCalled();
    const small = new File(['a,b\n'], 'leads.csv', { type: 'text/csv' });
    await userEvent.upload(input(canvasElement), small);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([small]));
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ImageLimits: Story = {
  args: { accept: ['image/*'], imageLimits: MESSAGE_IMAGE_LIMITS, hint: 'Up to 1024 × 1024 and 50 KB' },
  play: async ({ canvasElement, args }) => {
    const big = await pngFile(1100, 1100);
    await userEvent.upload(input(canvasElement), big);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Image must be within 1024 x 1024 resoultion and maximum size should be 50kb',
    );
    const small = await pngFile(200, 100, 'logo.png');
    await userEvent.upload(input(canvasElement), small);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledWith([small]));
  },
};

export const Uploading: Story = {
  args: { status: { state: 'uploading', fileName: 'a-very-long-campaign-audience-file-name-2026.csv', progress: 42 } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expectVisual(canvasElement, 'file-uploader-uploading');
    await expect(within(canvasElement).getByText(/^Uploading /)).toHaveTextContent(/\.\.\.\.csv$|…\.csv$|\.csv$/);
  },
};

export const UploadingWithoutProgress: Story = {
  args: { status: { state: 'uploading', fileName: 'leads.csv' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading leads.csv' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Uploaded: Story = {
  args: { status: { state: 'done', fileName: 'policy.pdf', response: '12 pages indexed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('policy.pdf — 12 pages indexed');
  },
};

export const Failed: Story = {
  args: { status: { state: 'failed', fileName: 'policy.pdf' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'policy.pdf: Something bad happened. Please try again later.',
    );
    await expectVisual(canvasElement, 'file-uploader-failed');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};
