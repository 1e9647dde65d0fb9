import { useId, useState } from 'react';
import styled from 'styled-components';
import { templateParts, type Artifact, type BroadcastMedia } from '@parley/api-client';
import { Button, theme } from '@parley/ui';
import { LibraryMediaPicker, templateMediaType } from '../../../../attachments/components/LibraryMediaPicker.tsx';
import type { AttachmentMediaType } from '../../../../attachments/components/attachmentKinds.ts';
import type { BroadcastTemplateInfo } from '../broadcastFormModel.ts';
import { BroadcastFormDialogSlot } from './BroadcastFormDialogSlot.tsx';
import { formSectionCss } from './broadcastFormSection.styles.ts';

export interface BroadcastFormAttachmentsProps {
  info: BroadcastTemplateInfo;
  media: BroadcastMedia | null;
  cards: readonly (BroadcastMedia | null)[];
  onMediaChange: (media: BroadcastMedia) => void;
  onCardChange: (index: number, media: BroadcastMedia) => void;
  /** 'Attachment is missing !' or 'Invalid file type !'. */
  mediaError?: string | undefined;
  /** Per card: 'Media missing in card {n}'. */
  cardErrors?: readonly (string | undefined)[] | undefined;
}

/** Which file the library picker fills: the header's, or one card's. */
type PickTarget = { kind: AttachmentMediaType; card: number | null };

const KIND_WORDS: Record<AttachmentMediaType, string> = {
  IMAGE: 'image',
  VIDEO: 'video',
  AUDIO: 'audio file',
  DOC: 'document (PDF)',
};

/** The media a library attachment stands for in the request: the name a PDF check reads, the kind, the address. */
const mediaOf = (kind: AttachmentMediaType, address: string, artifact: Artifact): BroadcastMedia => ({
  fileName: artifact.data.fileName ?? artifact.data.name,
  type: kind,
  url: address,
});

/**
 * The attachment section (§4): one file for an image, video or document template (documents PDF only), one per
 * card for a carousel. Files come from the attachment library, uploads included.
 */
export function BroadcastFormAttachments({
  info,
  media,
  cards,
  onMediaChange,
  onCardChange,
  mediaError,
  cardErrors,
}: BroadcastFormAttachmentsProps) {
  const [picking, setPicking] = useState<PickTarget | null>(null);
  const carouselCards = templateParts(info.template.components).cards ?? [];
  const headerKind = info.kind === 'IMAGE' || info.kind === 'VIDEO' || info.kind === 'DOC' ? info.kind : null;

  const handleChoose = (address: string, artifact: Artifact) => {
    if (!picking) return;
    const chosen = mediaOf(picking.kind, address, artifact);
    if (picking.card === null) onMediaChange(chosen);
    else onCardChange(picking.card, chosen);
    setPicking(null);
  };

  return (
    <StyledAttachments>
      <legend>Attachment</legend>
      {headerKind ? (
        <BroadcastFormAttachmentRow
          label={`Header ${KIND_WORDS[headerKind]}`}
          media={media}
          error={mediaError}
          onPick={() => setPicking({ kind: headerKind, card: null })}
        />
      ) : null}
      {carouselCards.map((card, index) => {
        const kind = templateMediaType(templateParts(card.components).header?.format) ?? 'IMAGE';
        return (
          <BroadcastFormAttachmentRow
            key={index}
            label={`Card ${index + 1} ${KIND_WORDS[kind]}`}
            media={cards[index] ?? null}
            error={cardErrors?.[index]}
            onPick={() => setPicking({ kind, card: index })}
          />
        );
      })}
      {picking ? (
        <BroadcastFormDialogSlot>
          <LibraryMediaPicker mediaType={picking.kind} onClose={() => setPicking(null)} onChoose={handleChoose} />
        </BroadcastFormDialogSlot>
      ) : null}
    </StyledAttachments>
  );
}

interface BroadcastFormAttachmentRowProps {
  label: string;
  media: BroadcastMedia | null;
  error: string | undefined;
  onPick: () => void;
}

/** One file to attach: what is chosen (or that nothing is), the library button, and what is wrong with it. */
function BroadcastFormAttachmentRow({ label, media, error, onPick }: BroadcastFormAttachmentRowProps) {
  const errorId = useId();
  return (
    <StyledAttachmentRow role="group" aria-label={label}>
      <StyledAttachmentName>{label}</StyledAttachmentName>
      <StyledAttachmentFile $missing={!media}>
        {media ? (media.fileName ?? media.url) : 'No file chosen'}
      </StyledAttachmentFile>
      <Button
        variant="secondary"
        size="sm"
        icon="file"
        aria-label={`Choose ${label}`}
        aria-describedby={error ? errorId : undefined}
        onClick={onPick}
      >
        Choose
      </Button>
      {error ? (
        <StyledAttachmentError id={errorId} role="alert">
          {error}
        </StyledAttachmentError>
      ) : null}
    </StyledAttachmentRow>
  );
}

const StyledAttachments = styled.fieldset`
  ${formSectionCss}
  gap: ${theme.space[2]};
`;

const StyledAttachmentRow = styled.div`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]};
`;

const StyledAttachmentName = styled.span`
  color: ${theme.colors.textMuted};
`;

const StyledAttachmentFile = styled.span<{ $missing: boolean }>`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ $missing }) => ($missing ? theme.colors.textMuted : theme.colors.text)};
`;

const StyledAttachmentError = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.font.sizeSm};
`;
