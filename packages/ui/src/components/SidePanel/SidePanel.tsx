import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalContainer } from '../../theme/portalContainer.ts';
import styled from 'styled-components';
import { useDialogFocus } from '../../internal/useDialogFocus.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

export interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** Actions under the body. */
  footer?: ReactNode;
  /** Width in pixels (default 400). */
  width?: number;
  /**
   * How visible the page behind stays, 0–1. Without it the page is covered with the overlay token;
   * with it the page is faded to this opacity (Try it uses 0.2).
   */
  pageOpacity?: number;
  /** Click on the dimmed page closes the panel (default true). */
  closeOnOutsideClick?: boolean;
}

/**
 * A dialog sliding in from the right over a dimmed page. Focus moves in and is trapped; Esc, the
 * close button or a click outside call onClose; focus returns to the opener.
 */
export function SidePanel({
  open,
  title,
  onClose,
  children,
  footer,
  width = 400,
  pageOpacity,
  closeOnOutsideClick = true,
}: SidePanelProps) {
  const titleId = useId();
  const portalContainer = usePortalContainer();
  const panelRef = useRef<HTMLDivElement>(null);
  const { handleKeyDown, onCloseRef } = useDialogFocus(open, panelRef, '[data-side-panel-body]', onClose);

  if (!open) return null;

  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOutsideClick && event.target === event.currentTarget) onCloseRef.current();
  };

  return createPortal(
    <StyledSidePanelRoot>
      <StyledSidePanelOverlay
        data-testid="side-panel-overlay"
        $pageOpacity={pageOpacity}
        onMouseDown={handleOverlayMouseDown}
      />
      <StyledSidePanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={handleKeyDown}
      >
        <StyledSidePanelHeader>
          <StyledSidePanelTitle id={titleId}>{title}</StyledSidePanelTitle>
          <IconButton icon="close" label="Close" size="sm" onClick={() => onCloseRef.current()} />
        </StyledSidePanelHeader>
        <StyledSidePanelBody data-side-panel-body="">{children}</StyledSidePanelBody>
        {footer ? <StyledSidePanelFooter>{footer}</StyledSidePanelFooter> : null}
      </StyledSidePanel>
    </StyledSidePanelRoot>,
    portalContainer,
  );
}

const StyledSidePanelRoot = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
`;

const StyledSidePanelOverlay = styled.div<{ $pageOpacity: number | undefined }>`
  position: absolute;
  inset: 0;
  background: ${({ $pageOpacity }) => ($pageOpacity === undefined ? theme.colors.overlay : theme.colors.surface)};
  opacity: ${({ $pageOpacity }) => ($pageOpacity === undefined ? 1 : 1 - $pageOpacity)};
`;

const StyledSidePanel = styled.div<{ $width: number }>`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}px, 100vw);
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadow[2]};
  border-left: 1px solid ${theme.colors.border};
  &:focus {
    outline: none;
  }
`;

const StyledSidePanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${() => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[5]}`};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledSidePanelTitle = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
`;

const StyledSidePanelBody = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow: auto;
`;

const StyledSidePanelFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${() => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${theme.colors.border};
`;
