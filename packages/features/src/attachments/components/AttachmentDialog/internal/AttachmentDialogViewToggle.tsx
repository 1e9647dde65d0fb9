import styled from 'styled-components';
import { theme } from '@parley/ui';

/** All: every attachment of the tab, a page at a time. Bucket: the bucket folders, then one bucket's members. */
export type AttachmentDialogView = 'all' | 'bucket';

export interface AttachmentDialogViewToggleProps {
  value: AttachmentDialogView;
  onChange: (view: AttachmentDialogView) => void;
}

const VIEWS: { id: AttachmentDialogView; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'bucket', label: 'Bucket' },
];

/** The All/Bucket toggle (broadcast-and-customer-master §2): two pressed-or-not buttons side by side. */
export function AttachmentDialogViewToggle({ value, onChange }: AttachmentDialogViewToggleProps) {
  return (
    <StyledToggle role="group" aria-label="View">
      {VIEWS.map((view) => (
        <StyledToggleButton
          key={view.id}
          type="button"
          aria-pressed={view.id === value}
          onClick={() => onChange(view.id)}
        >
          {view.label}
        </StyledToggleButton>
      ))}
    </StyledToggle>
  );
}

const StyledToggle = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
  overflow: hidden;
`;

const StyledToggleButton = styled.button`
  min-height: 36px;
  padding: 0 ${theme.space[4]};
  border: 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  font-weight: ${theme.font.weightMedium};
  cursor: pointer;
  & + & {
    border-left: 1px solid ${theme.colors.borderStrong};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryContrast};
  }
  &:hover:not([aria-pressed='true']) {
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;
