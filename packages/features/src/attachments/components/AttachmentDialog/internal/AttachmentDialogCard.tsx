import { useId } from 'react';
import styled from 'styled-components';
import type { Artifact } from '@parley/api-client';
import { theme } from '@parley/ui';
import { AttachmentThumbnail } from '../../AttachmentThumbnail.tsx';
import { ATTACHMENT_KIND_LABELS, attachmentDisplayName } from '../../attachmentKinds.ts';

export interface AttachmentDialogCardProps {
  artifact: Artifact;
  fileUrl: ((fileId: string) => string) | undefined;
  onChoose: (artifact: Artifact) => void;
}

/**
 * One attachment (broadcast-and-customer-master §2 "Attachment cards"): its picture or icon, name and kind, then
 * its description, a location's address, a message's text or a link's address. The name and kind are the button
 * (its click area covers the card); the rest describes it, so the button's name stays short.
 */
export function AttachmentDialogCard({ artifact, fileUrl, onChoose }: AttachmentDialogCardProps) {
  const detailsId = useId();
  const { data } = artifact;
  const details = [
    data.desc,
    data.type === 'LOCATION' ? data.address : undefined,
    data.type === 'MSG' ? data.text : undefined,
    data.type === 'URL' ? data.url : undefined,
  ].filter((text): text is string => Boolean(text));
  return (
    <StyledCard>
      <AttachmentThumbnail artifact={artifact} fileUrl={fileUrl} />
      <StyledCardText>
        <StyledCardButton
          type="button"
          title={data.name}
          aria-describedby={details.length ? detailsId : undefined}
          onClick={() => onChoose(artifact)}
        >
          <StyledCardName>{attachmentDisplayName(artifact)}</StyledCardName>{' '}
          <StyledCardKind>{ATTACHMENT_KIND_LABELS[data.type]}</StyledCardKind>
        </StyledCardButton>
        {details.length ? (
          <span id={detailsId}>
            {details.map((text, index) => (
              <StyledCardDetail key={index}>{text}</StyledCardDetail>
            ))}
          </span>
        ) : null}
      </StyledCardText>
    </StyledCard>
  );
}

const StyledCard = styled.div`
  position: relative;
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  height: 100%;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  &:hover {
    background: ${theme.colors.surfaceHover};
    border-color: ${theme.colors.borderStrong};
  }
  &:has(button:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledCardText = styled.span`
  display: grid;
  gap: ${theme.space[1]};
  min-width: 0;
`;

/** The whole card is its click area: the button's ::after covers it. */
const StyledCardButton = styled.button`
  display: grid;
  gap: ${theme.space[1]};
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius.md};
  }
  &:focus-visible {
    outline: none;
  }
`;

const StyledCardName = styled.span`
  font-weight: ${theme.font.weightMedium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledCardKind = styled.span`
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.textMuted};
`;

const StyledCardDetail = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
  font-size: ${theme.font.sizeSm};
  color: ${theme.colors.text};
`;
