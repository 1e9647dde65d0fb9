import styled from 'styled-components';
import type { Artifact, Bucket } from '@parley/api-client';
import { Table, formatDayMonthYearTime, theme, type MenuItem } from '@parley/ui';
import { ROW_ACTIONS_COLUMN_WIDTH, RowActionsMenu } from '../../../accounts/components/RowActionsMenu.tsx';
import { AttachmentThumbnail } from '../AttachmentThumbnail.tsx';
import { ATTACHMENT_KIND_LABELS, attachmentDisplayName, isFileKind, visibilityLabel } from '../attachmentKinds.ts';

/** What a row's menu can ask for. */
export type LibraryAction = 'open' | 'download' | 'edit' | 'move' | 'remove' | 'delete';

export interface LibraryTableProps {
  rows: readonly Artifact[];
  buckets: readonly Bucket[];
  loading: boolean;
  /** Shown when no attachment matches the filters. */
  emptyText: string;
  fileUrl: ((fileId: string) => string) | undefined;
  onAction: (action: LibraryAction, artifact: Artifact) => void;
}

/** Narrowest widths (px) of the text columns: on a narrow window the table scrolls rather than squeeze them. */
const NAME_MIN_WIDTH = 220;
const UPDATED_MIN_WIDTH = 180;

/**
 * The library's attachments: picture and name, kind, who sees it, its bucket and when it changed, and what the
 * user may do with it. Only editable attachments (the user's own, or public ones for an administrator) offer
 * changes; anyone may open what they see.
 */
export function LibraryTable({ rows, buckets, loading, emptyText, fileUrl, onAction }: LibraryTableProps) {
  const bucketNames = new Map(buckets.map((bucket) => [bucket.id, bucket.name]));
  const canMoveSomewhere = (artifact: Artifact) => buckets.some((bucket) => bucket.id !== artifact.bucketId);

  const actionsOf = (artifact: Artifact): MenuItem[] => {
    const item = (action: LibraryAction, label: string): MenuItem => ({
      id: action,
      label,
      onSelect: () => onAction(action, artifact),
    });
    const file = isFileKind(artifact.data.type);
    return [
      ...(file ? [item('open', 'Open'), item('download', 'Download')] : []),
      ...(artifact.data.type === 'URL' ? [item('open', 'Open link')] : []),
      ...(artifact.editable
        ? [
            item('edit', 'Edit'),
            ...(canMoveSomewhere(artifact) ? [item('move', 'Move to bucket')] : []),
            ...(artifact.bucketId ? [item('remove', 'Remove from bucket')] : []),
            item('delete', 'Delete'),
          ]
        : []),
    ];
  };

  return (
    <Table
      label="Attachments"
      rows={rows}
      getRowId={(artifact) => artifact.id}
      loading={loading}
      emptyText={emptyText}
      rowHeight={60}
      columns={[
        {
          id: 'name',
          header: 'Name',
          width: '2fr',
          minWidth: NAME_MIN_WIDTH,
          cell: (artifact) => (
            <StyledName title={artifact.data.name}>
              <AttachmentThumbnail artifact={artifact} fileUrl={fileUrl} size={36} />
              <span>{attachmentDisplayName(artifact)}</span>
            </StyledName>
          ),
        },
        { id: 'type', header: 'Type', cell: (artifact) => ATTACHMENT_KIND_LABELS[artifact.data.type], minWidth: 110 },
        {
          id: 'visibility',
          header: 'Visibility',
          cell: (artifact) => visibilityLabel(artifact.visibility),
          minWidth: 100,
        },
        {
          id: 'bucket',
          header: 'Bucket',
          cell: (artifact) => (artifact.bucketId ? (bucketNames.get(artifact.bucketId) ?? '-') : '-'),
          minWidth: 130,
        },
        {
          id: 'updated',
          header: 'Updated',
          cell: (artifact) => formatDayMonthYearTime(artifact.updatedAt, '-'),
          minWidth: UPDATED_MIN_WIDTH,
        },
        {
          id: 'actions',
          header: 'Actions',
          width: ROW_ACTIONS_COLUMN_WIDTH,
          align: 'end',
          cell: (artifact) => {
            const items = actionsOf(artifact);
            return items.length ? <RowActionsMenu label={`Actions for ${artifact.data.name}`} items={items} /> : null;
          },
        },
      ]}
    />
  );
}

const StyledName = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
