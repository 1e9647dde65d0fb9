import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CROP_ASPECT, ImageCropper, type ImageCropResult } from './ImageCropper.tsx';
import { expectVisual } from '../../internal/visual.ts';

/** An 800×600 test picture drawn locally (no network). */
function testImage(): string {
  const canvas = document.createElement('canvas');
  canvas.width = 800;
  canvas.height = 600;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#2f6fed';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#f0a202';
    context.fillRect(200, 150, 400, 300);
  }
  return canvas.toDataURL('image/png');
}

const meta = {
  title: 'UI/ImageCropper',
  component: ImageCropper,
  tags: ['autodocs'],
  args: { open: true, src: '', onCancel: fn(), onSave: fn() },
  render: (args) => <ImageCropper {...args} src={args.src || testImage()} />,
} satisfies Meta<typeof ImageCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MediaSixteenByNine: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Image Cropper' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    const frame = dialog.getByTestId('crop-frame');
    await userEvent.click(dialog.getByRole('slider', { name: 'Crop size' }));
    frame.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const { crop, blob } = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as ImageCropResult;
    await expect(Math.abs(crop.width / crop.height - 16 / 9)).toBeLessThan(0.02);
    await expect(blob.type).toBe('image/png');
  },
};

export const SquareProfile: Story = {
  args: { aspect: CROP_ASPECT.profile, outputWidth: 200 },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Image Cropper' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    const frame = dialog.getByTestId('crop-frame');
    await expect(frame.style.width).toBe(frame.style.height);
    await expectVisual(
      await within(document.body).findByRole('dialog', { name: 'Image Cropper' }),
      'image-cropper-square',
    );
    frame.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(frame.style.left).toBe('4px');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    const { crop } = (args.onSave as ReturnType<typeof fn>).mock.calls[0]?.[0] as ImageCropResult;
    await expect(crop.width).toBe(crop.height);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Image Cropper' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
