import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';
import { theme } from '../../theme/theme.ts';

export interface TopBarProps {
  onToggleMenu: () => void;
  /** Whether the side menu is collapsed, or the drawer closed (decides the toggle's label). */
  menuCollapsed: boolean;
  /** The menu is a drawer over the page (a narrow screen): the toggle opens and closes it. */
  drawer?: boolean;
  logo?: ReactNode;
  title?: string;
  /** Right-hand content: notifications, account, profile menu. */
  children?: ReactNode;
}

/** The application header: menu toggle, logo/title and a right-hand slot. */
export function TopBar({ onToggleMenu, menuCollapsed, drawer = false, logo, title, children }: TopBarProps) {
  const label = drawer ? (menuCollapsed ? 'Open menu' : 'Close menu') : menuCollapsed ? 'Expand menu' : 'Collapse menu';
  return (
    <StyledTopBar>
      <IconButton icon="menu" label={label} aria-expanded={!menuCollapsed} onClick={onToggleMenu} />
      <StyledTopBarBrand>
        {logo}
        {title ? <StyledTopBarTitle>{title}</StyledTopBarTitle> : null}
      </StyledTopBarBrand>
      <StyledTopBarEnd>{children}</StyledTopBarEnd>
    </StyledTopBar>
  );
}

const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  height: ${theme.layout.topBarHeight};
  padding: 0 ${theme.space[4]} 0 ${theme.space[3]};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const StyledTopBarBrand = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-width: 0;
  img {
    display: block;
    max-height: 32px;
  }
`;

const StyledTopBarTitle = styled.span`
  font-size: ${theme.font.sizeLg};
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.text};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const StyledTopBarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-left: auto;
  min-width: 0;
`;
