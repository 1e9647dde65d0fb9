import { useState } from 'react';
import styled from 'styled-components';
import { AttachmentMessages, type Artifact } from '@parley/api-client';
import { Alert, Modal, Tabs, theme, useToast, type TabItem } from '@parley/ui';
import type { AttachmentMediaType } from '../attachmentKinds.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { AttachmentDialogBrowser } from './internal/AttachmentDialogBrowser.tsx';
import { AttachmentDialogUpload } from './internal/AttachmentDialogUpload.tsx';
import type { AttachmentDialogView } from './internal/AttachmentDialogViewToggle.tsx';

export interface AttachmentDialogProps {
  open: boolean;
  /** Close was asked for (the Close button, Esc, a click outside), or a just-in-time upload failed. */
  onClose: () => void;
  /** An attachment was chosen (or uploaded and saved); the caller closes the dialog. */
  onSelect: (artifact: Artifact) => void;
  /** Offer only attachments of this kind (a media template's header). */
  mediaType?: AttachmentMediaType | undefined;
  /** Add the Browse tab: upload a file from the computer, saved as a private attachment and chosen. */
  allowBrowse?: boolean;
  /** Hold uploaded images to the message limits (1024 × 1024, 50 KB). */
  imageLimits?: boolean;
  /** Documents must be PDF: another is refused with "Invalid file type !". */
  requirePdf?: boolean;
  /** The upload is for an immediate send: a failed upload says why in a toast and closes the dialog. */
  justInTime?: boolean;
  /** The dialog's name (default "Attachments"). */
  title?: string;
}

type AttachmentTab = 'public' | 'private' | 'browse';

/**
 * The attachment picker (broadcast-and-customer-master §2 "Attachment dialog"): Public and Private tabs, each
 * with an All/Bucket toggle and a search, and optionally Browse to upload. Every open starts afresh.
 */
export function AttachmentDialog(props: AttachmentDialogProps) {
  return props.open ? <AttachmentDialogContent {...props} /> : null;
}

function AttachmentDialogContent({
  onClose,
  onSelect,
  mediaType,
  allowBrowse = false,
  imageLimits = false,
  requirePdf = false,
  justInTime = false,
  title = 'Attachments',
}: AttachmentDialogProps) {
  const [tab, setTab] = useState<AttachmentTab>('public');
  // The All/Bucket choice is the user's way of looking and stays across tabs; search and paging do not.
  const [view, setView] = useState<AttachmentDialogView>('all');
  const [problem, setProblem] = useState<string | null>(null);
  const online = useOnline();
  const toast = useToast();

  const choose = (artifact: Artifact) => {
    if (requirePdf && artifact.data.type === 'DOC' && artifact.data.mimeType !== 'application/pdf')
      return setProblem(AttachmentMessages.invalidFileType);
    setProblem(null);
    onSelect(artifact);
  };

  const handleUploadFailed = (message: string) => {
    if (!justInTime) return;
    toast.error(message);
    onClose();
  };

  const browser = (visibility: 'public' | 'private') => (
    <AttachmentDialogBrowser
      key={visibility}
      visibility={visibility}
      view={view}
      onViewChange={setView}
      mediaType={mediaType}
      online={online}
      onChoose={choose}
    />
  );
  const tabs: TabItem[] = [
    { id: 'public', label: 'Public', content: browser('public') },
    { id: 'private', label: 'Private', content: browser('private') },
    ...(allowBrowse
      ? [
          {
            id: 'browse',
            label: 'Browse',
            content: (
              <AttachmentDialogUpload
                mediaType={mediaType}
                requirePdf={requirePdf}
                imageLimits={imageLimits}
                onUploaded={onSelect}
                onFailed={handleUploadFailed}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Modal open title={title} onClose={() => onClose()} width={760}>
      <StyledBody>
        {problem ? <Alert>{problem}</Alert> : null}
        <Tabs
          label="Attachment source"
          tabs={tabs}
          value={tab}
          onChange={(next) => {
            setTab(next as AttachmentTab);
            setProblem(null);
          }}
        />
      </StyledBody>
    </Modal>
  );
}

const StyledBody = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;
