import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { theme } from '../../theme/theme.ts';

/** Aspect ratios used by the platform: media 16/9, profile pictures 1. */
export const CROP_ASPECT = { media: 16 / 9, profile: 1 } as const;

export interface CropArea {
  /** In the image's own pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageCropResult {
  blob: Blob;
  crop: CropArea;
}

export interface ImageCropperProps {
  open: boolean;
  /** The image (an object URL or data URL; cross-origin images need CORS to be saved). */
  src: string;
  /** Width / height of the crop (default 16/9). */
  aspect?: number;
  /** Width of the saved image in pixels (default the crop's own width). */
  outputWidth?: number;
  /** MIME type of the saved image (default image/png). */
  type?: string;
  onCancel: () => void;
  onSave: (result: ImageCropResult) => void;
}

const VIEW = 440;

/**
 * The 'Image Cropper' dialog: a frame of fixed aspect over the image, moved by dragging or the
 * arrow keys and sized with the zoom slider; Save returns the cropped image, Cancel nothing.
 */
export function ImageCropper({
  open,
  src,
  aspect = CROP_ASPECT.media,
  outputWidth,
  type = 'image/png',
  onCancel,
  onSave,
}: ImageCropperProps) {
  const imageRef = useRef<HTMLImageElement | null>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [zoom, setZoom] = useState(100);
  const [pos, setPos] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; x: number; y: number } | null>(null);

  useEffect(() => {
    if (!open) return;
    setNatural(null);
    const image = new Image();
    image.onload = () => {
      imageRef.current = image;
      setNatural({ width: image.naturalWidth, height: image.naturalHeight });
      setZoom(100);
      setPos({ x: 0, y: 0 });
    };
    image.src = src;
  }, [open, src]);

  const scale = natural ? Math.min(VIEW / natural.width, VIEW / natural.height) : 1;
  const shown = natural
    ? { width: natural.width * scale, height: natural.height * scale }
    : { width: VIEW, height: VIEW * 0.5625 };
  const maxFrame =
    shown.width / shown.height > aspect
      ? { width: shown.height * aspect, height: shown.height }
      : { width: shown.width, height: shown.width / aspect };
  const frame = { width: (maxFrame.width * zoom) / 100, height: (maxFrame.height * zoom) / 100 };
  const clamp = (next: { x: number; y: number }) => ({
    x: Math.min(Math.max(0, next.x), shown.width - frame.width),
    y: Math.min(Math.max(0, next.y), shown.height - frame.height),
  });
  const at = clamp(pos);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.shiftKey ? 20 : 4;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setPos(clamp({ x: at.x + move[0], y: at.y + move[1] }));
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, x: at.x, y: at.y };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start) setPos(clamp({ x: start.x + event.clientX - start.startX, y: start.y + event.clientY - start.startY }));
  };

  const handleSave = () => {
    const image = imageRef.current;
    if (!image || !natural) return;
    const crop: CropArea = {
      x: Math.round(at.x / scale),
      y: Math.round(at.y / scale),
      width: Math.round(frame.width / scale),
      height: Math.round(frame.height / scale),
    };
    const width = outputWidth ?? crop.width;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = Math.round(width / aspect);
    canvas
      .getContext('2d')
      ?.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => {
      if (blob) onSave({ blob, crop });
    }, type);
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="Image Cropper"
      width={VIEW + 48}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={handleSave} disabled={!natural}>
            Save
          </Button>
        </>
      }
    >
      <StyledCropStage style={{ width: shown.width, height: shown.height }}>
        {natural ? <img src={src} alt="Image to crop" width={shown.width} height={shown.height} /> : null}
        <StyledCropFrame
          role="group"
          aria-roledescription="crop area"
          aria-label="Crop area: drag or use the arrow keys to move it"
          tabIndex={0}
          data-testid="crop-frame"
          style={{ left: at.x, top: at.y, width: frame.width, height: frame.height }}
          onKeyDown={handleKeyDown}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={() => (drag.current = null)}
        />
      </StyledCropStage>
      <StyledCropZoom>
        Zoom
        <input
          type="range"
          min={30}
          max={100}
          value={zoom}
          aria-label="Crop size"
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </StyledCropZoom>
    </Modal>
  );
}

const StyledCropStage = styled.div`
  position: relative;
  margin: 0 auto;
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
  user-select: none;
  touch-action: none;
  img {
    display: block;
    pointer-events: none;
  }
`;

const StyledCropFrame = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px solid ${theme.colors.primaryContrast};
  box-shadow: 0 0 0 9999px ${theme.colors.overlay};
  cursor: move;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledCropZoom = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.text};
  input {
    flex: 1;
    accent-color: ${theme.colors.primary};
  }
`;
