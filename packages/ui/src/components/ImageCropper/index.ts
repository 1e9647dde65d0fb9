export { ImageCropper, CROP_ASPECT } from './ImageCropper.tsx';
export type { ImageCropperProps, ImageCropResult, CropArea } from './ImageCropper.tsx';
