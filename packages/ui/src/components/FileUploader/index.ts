export { FileUploader } from './FileUploader.tsx';
export type { FileUploaderProps, FileUploadState } from './FileUploader.tsx';
export {
  INVALID_FILE_FORMAT,
  IMAGE_LIMIT_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  MESSAGE_IMAGE_LIMITS,
  isAcceptedType,
  breaksImageLimits,
  validateFile,
} from './validateFile.ts';
export type { ImageLimits } from './validateFile.ts';
