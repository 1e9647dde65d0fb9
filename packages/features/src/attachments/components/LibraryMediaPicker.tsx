import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { useToast } from '@parley/ui';
import { useAttachmentAddress } from '../hooks/useAttachmentAddress.ts';
import type { AttachmentMediaType } from './attachmentKinds.ts';
import { AttachmentDialog } from './AttachmentDialog/index.ts';

export interface LibraryMediaPickerProps {
  /** The kind the media field takes. */
  mediaType: AttachmentMediaType;
  onClose: () => void;
  /** The chosen attachment and the full address it opens at. */
  onChoose: (address: string, artifact: Artifact) => void;
}

const MEDIA_NAMES: Record<AttachmentMediaType, string> = {
  IMAGE: 'an image',
  VIDEO: 'a video',
  AUDIO: 'an audio file',
  DOC: 'a document',
};

/**
 * A media address from the library: the attachment dialog for one kind of media (with Browse, PDF only for
 * documents), answering with the chosen attachment's full address. Mount it only while it is shown: it fetches
 * the download access id that library files' addresses carry.
 */
export function LibraryMediaPicker({ mediaType, onClose, onChoose }: LibraryMediaPickerProps) {
  const addressOf = useAttachmentAddress();
  const toast = useToast();
  const handleSelect = (artifact: Artifact) => {
    const address = addressOf(artifact);
    // The access id is fetched as the dialog opens; a choice faster than its answer is asked to wait.
    if (!address) return toast.info(AttachmentMessages.wait);
    onChoose(address, artifact);
  };
  return (
    <AttachmentDialog
      open
      title={`Choose ${MEDIA_NAMES[mediaType]} from the library`}
      mediaType={mediaType}
      allowBrowse
      requirePdf={mediaType === 'DOC'}
      onClose={onClose}
      onSelect={handleSelect}
    />
  );
}

/** The attachment kind a template's media header takes (broadcast-and-customer-master §4: DOCUMENT is DOC). */
export function templateMediaType(format: string | undefined): AttachmentMediaType | undefined {
  if (format === 'IMAGE' || format === 'VIDEO') return format;
  if (format === 'DOCUMENT') return 'DOC';
  return undefined;
}
