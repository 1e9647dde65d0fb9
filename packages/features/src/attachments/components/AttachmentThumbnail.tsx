import styled from 'styled-components';
import type { Artifact } from '@parley/api-client';
import { Icon, theme } from '@parley/ui';
import { ATTACHMENT_KIND_ICONS } from './attachmentKinds.ts';

export interface AttachmentThumbnailProps {
  artifact: Artifact;
  /** Builds a stored file's address (useFileUrl); without it images show their icon. */
  fileUrl?: ((fileId: string) => string) | undefined;
  /** Edge length in pixels (default 48). */
  size?: number;
}

/**
 * A small square picture of an attachment: an image's own picture, any other kind's icon. Decorative: the name
 * beside it says what it is.
 */
export function AttachmentThumbnail({ artifact, fileUrl, size = 48 }: AttachmentThumbnailProps) {
  const { type, fileId } = artifact.data;
  if (type === 'IMAGE' && fileId && fileUrl)
    return <StyledThumbnailImage src={fileUrl(fileId)} alt="" loading="lazy" $size={size} />;
  return (
    <StyledThumbnailIcon $size={size} aria-hidden="true">
      <Icon name={ATTACHMENT_KIND_ICONS[type]} size={Math.round(size / 2)} />
    </StyledThumbnailIcon>
  );
}

const StyledThumbnailImage = styled.img<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: cover;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceMuted};
`;

const StyledThumbnailIcon = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.primarySubtle};
  color: ${theme.colors.primaryHover};
`;
