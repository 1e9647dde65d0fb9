export const INVALID_FILE_FORMAT = 'Invalid File Format !';
export const IMAGE_LIMIT_MESSAGE = 'Image must be within 1024 x 1024 resoultion and maximum size should be 50kb';
export const UPLOAD_FAILED_MESSAGE = 'Something bad happened. Please try again later.';

export interface ImageLimits {
  width: number;
  height: number;
  /** The size must stay below this many KB. */
  sizeKb: number;
}

/** The platform's message-image limit: 1024 × 1024 and 50 KB. */
export const MESSAGE_IMAGE_LIMITS: ImageLimits = { width: 1024, height: 1024, sizeKb: 50 };

/** True when the file's MIME type or extension is among `accept` ('image/png', 'image/*', '.pdf'). */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  return accept.some((rule) => {
    const value = rule.trim().toLowerCase();
    if (value.startsWith('.')) return name.endsWith(value);
    if (value.endsWith('/*')) return file.type.startsWith(value.slice(0, -1));
    return file.type === value;
  });
}

/**
 * Fails when the resolution exceeds both the width and the height limits, or the size in KB is
 * at or over the limit.
 */
export function breaksImageLimits(
  size: { width: number; height: number; bytes: number },
  limits: ImageLimits,
): boolean {
  return (size.width > limits.width && size.height > limits.height) || size.bytes / 1024 >= limits.sizeKb;
}

async function imageSize(file: File): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

/** The message for a file that may not be uploaded, or null. */
export async function validateFile(
  file: File,
  accept: readonly string[] = [],
  imageLimits?: ImageLimits,
): Promise<string | null> {
  if (!isAcceptedType(file, accept)) return INVALID_FILE_FORMAT;
  if (imageLimits && file.type.startsWith('image/')) {
    try {
      const { width, height } = await imageSize(file);
      if (breaksImageLimits({ width, height, bytes: file.size }, imageLimits)) return IMAGE_LIMIT_MESSAGE;
    } catch {
      return INVALID_FILE_FORMAT;
    }
  }
  return null;
}
