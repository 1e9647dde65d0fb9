import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';

export interface AppFrameProps {
  /** Usually a <SideNav>; it sets the column width (248px, 64px collapsed). */
  sideNav: ReactNode;
  /** Usually a <TopBar>. */
  topBar: ReactNode;
  children?: ReactNode;
}

/** The logged-in shell: top bar across, side menu on the left, a scrolling <main>. */
export function AppFrame({ sideNav, topBar, children }: AppFrameProps) {
  return (
    <StyledAppFrame>
      <StyledAppFrameTop>{topBar}</StyledAppFrameTop>
      <StyledAppFrameSide>{sideNav}</StyledAppFrameSide>
      <StyledAppFrameMain>{children}</StyledAppFrameMain>
    </StyledAppFrame>
  );
}

const StyledAppFrame = styled.div`
  display: grid;
  /* the side column takes the SideNav's own width: 248px, or 64px collapsed */
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas:
    'top top'
    'side main';
  height: 100vh;
  height: 100dvh;
  background: ${theme.colors.surfaceMuted};
`;

const StyledAppFrameTop = styled.div`
  grid-area: top;
  position: relative;
  z-index: ${() => theme.zIndex.nav + 1};
`;

const StyledAppFrameSide = styled.div`
  grid-area: side;
  position: relative;
  z-index: ${theme.zIndex.nav};
  min-height: 0;
  border-right: 1px solid ${theme.colors.border};
  background: ${theme.colors.nav};
  /* the SideNav scrolls itself; visible overflow lets collapsed fly-outs show */
  overflow: visible;
`;

const StyledAppFrameMain = styled.main`
  grid-area: main;
  position: relative;
  min-width: 0;
  overflow: auto;
  padding: ${theme.space[6]};
`;
