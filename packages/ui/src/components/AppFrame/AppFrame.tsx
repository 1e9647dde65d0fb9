import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme/theme.ts';
import { NARROW_MEDIA } from './narrow.ts';

export interface AppFrameProps {
  /** Usually a <SideNav>; it sets the column width (248px, 64px collapsed). */
  sideNav: ReactNode;
  /** Usually a <TopBar>. */
  topBar: ReactNode;
  /**
   * On a narrow screen (NARROW_MEDIA) the side menu is a drawer over the page: shown only while this is true.
   * Wider, the menu is a column and this is ignored.
   */
  drawerOpen?: boolean;
  /** Closes the drawer: the backdrop was clicked or Escape pressed. */
  onDrawerClose?: () => void;
  children?: ReactNode;
}

/**
 * The logged-in shell: top bar across, side menu on the left, a scrolling <main>. On a narrow screen the menu is
 * a drawer over the page (`drawerOpen`), closed by its backdrop or Escape.
 */
export function AppFrame({ sideNav, topBar, drawerOpen = false, onDrawerClose, children }: AppFrameProps) {
  useEffect(() => {
    if (!drawerOpen || !onDrawerClose) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDrawerClose();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [drawerOpen, onDrawerClose]);

  return (
    <StyledAppFrame data-drawer-open={drawerOpen || undefined}>
      <StyledAppFrameTop>{topBar}</StyledAppFrameTop>
      <StyledAppFrameSide>{sideNav}</StyledAppFrameSide>
      <StyledAppFrameBackdrop aria-hidden="true" onClick={onDrawerClose} />
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
  @media ${NARROW_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main';
  }
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
  @media ${NARROW_MEDIA} {
    position: fixed;
    top: ${theme.layout.topBarHeight};
    bottom: 0;
    left: 0;
    z-index: ${theme.zIndex.overlay + 1};
    max-width: 85vw;
    box-shadow: ${theme.shadow[2]};
    [data-drawer-open] > & {
      display: block;
    }
    :not([data-drawer-open]) > & {
      display: none;
    }
  }
`;

const StyledAppFrameBackdrop = styled.div`
  display: none;
  @media ${NARROW_MEDIA} {
    [data-drawer-open] > & {
      display: block;
      position: fixed;
      inset: ${theme.layout.topBarHeight} 0 0 0;
      z-index: ${theme.zIndex.overlay};
      background: ${theme.colors.overlay};
    }
  }
`;

const StyledAppFrameMain = styled.main`
  grid-area: main;
  position: relative;
  min-width: 0;
  overflow: auto;
  padding: ${theme.space[6]};
  @media ${NARROW_MEDIA} {
    padding: ${theme.space[3]};
  }
`;
