import { useState } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../Icon/Icon.tsx';
import { shortenFileName } from '../../../format/format.ts';
import { visuallyHidden } from '../../../internal/styles.ts';
import { theme } from '../../../theme/theme.ts';
import type { MessageMediaType } from '../messageBubbleContent.ts';

export interface MessageBubbleMediaProps {
  kind: MessageMediaType;
  url?: string;
  fileName?: string;
  /** The image's text alternative. */
  alt: string;
}

const kindNames: Record<MessageMediaType, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
  audio: 'Audio',
};

const kindIcons: Record<MessageMediaType, IconName> = {
  image: 'image',
  video: 'play',
  document: 'file',
  audio: 'play',
};

/**
 * An image, or a tile standing for a video, document or audio file. The bubble shows what the message carries
 * without downloading or playing it; an image that fails to load falls back to its tile.
 */
export function MessageBubbleMedia({ kind, url, fileName, alt }: MessageBubbleMediaProps) {
  const [failedUrl, setFailedUrl] = useState<string>();

  if (kind === 'image' && url && failedUrl !== url) {
    return (
      <StyledMessageBubbleMediaFrame>
        <img src={url} alt={alt} onError={() => setFailedUrl(url)} />
      </StyledMessageBubbleMediaFrame>
    );
  }

  if (kind === 'document') {
    const extension = fileName?.includes('.') ? fileName.split('.').pop()?.toUpperCase() : undefined;
    return (
      <StyledMessageBubbleFile>
        <Icon name="file" size={28} />
        <StyledMessageBubbleFileName>
          <StyledMessageBubbleHidden>Document: </StyledMessageBubbleHidden>
          {fileName ? shortenFileName(fileName) : kindNames.document}
        </StyledMessageBubbleFileName>
        {extension ? <StyledMessageBubbleFileType aria-hidden="true">{extension}</StyledMessageBubbleFileType> : null}
      </StyledMessageBubbleFile>
    );
  }

  const name = kindNames[kind];
  return (
    <StyledMessageBubbleMediaFrame data-kind={kind}>
      <StyledMessageBubbleMediaIcon $round={kind !== 'image'}>
        <Icon name={kindIcons[kind]} size={kind === 'image' ? 28 : 20} />
      </StyledMessageBubbleMediaIcon>
      <StyledMessageBubbleMediaLabel>
        {fileName ? (
          <>
            <StyledMessageBubbleHidden>{name}: </StyledMessageBubbleHidden>
            {shortenFileName(fileName)}
          </>
        ) : (
          name
        )}
      </StyledMessageBubbleMediaLabel>
    </StyledMessageBubbleMediaFrame>
  );
}

const StyledMessageBubbleHidden = styled.span`
  ${visuallyHidden}
`;

// The platform's media aspect ratio is 16/9.
const StyledMessageBubbleMediaFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  aspect-ratio: 16 / 9;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.textMuted};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledMessageBubbleMediaIcon = styled.span<{ $round: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${({ $round }) =>
    $round
      ? `
    width: 44px;
    height: 44px;
    padding-left: 2px;
    border-radius: ${theme.radius.full};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadow[1]};
  `
      : ''}
`;

const StyledMessageBubbleMediaLabel = styled.span`
  max-width: 100%;
  padding: 0 ${theme.space[2]};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
  text-align: center;
`;

const StyledMessageBubbleFile = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.textMuted};
`;

const StyledMessageBubbleFileName = styled.span`
  flex: 1;
  min-width: 0;
  color: ${theme.colors.text};
  font-size: ${theme.font.sizeSm};
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleFileType = styled.span`
  flex: none;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightMedium};
`;
