import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useBasePath, useConsoleNavigate, withBasePath } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { useLogout, useSettings } from '@parley/api-client/hooks';
import { AppFrame, Icon, Menu, NARROW_MEDIA, SideNav, TopBar, theme, useNarrowScreen } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { readSsoDirect } from '../../auth/session/signInOutcome.ts';
import type { MenuGroupDefinition } from '../menuDefinition.ts';
import { composeMenu } from '../composeMenu.ts';
import { visibleMenu } from '../visibleMenu.ts';
import { isBuilt, type BuiltPaths } from '../landing.ts';
import { PLACEHOLDER_ROUTE_FLAGS, type RouteFlagTable } from '../routeFlags.ts';

const PLACEHOLDER_MENU = composeMenu([]);
const NO_WIDGETS: readonly ComponentType[] = [];

export interface ShellLayoutProps {
  /** The menu to filter by the user's permissions; the platform menu's placeholders by default (shellRoute passes its modules'). */
  definition?: readonly MenuGroupDefinition[];
  /** Route path → feature flags, to hide menu entries whose page the flags deny (shellRoute passes its pages'). */
  routeFlags?: RouteFlagTable;
  /** The paths the modules build: a menu entry outside them is marked "coming soon" (none are, when omitted). */
  builtPaths?: BuiltPaths;
  /** Start with the side menu collapsed to icons. */
  defaultCollapsed?: boolean;
  /** The modules' top-bar widgets (live chat's notifications), before the profile menu. */
  topBarWidgets?: readonly ComponentType[];
  /** The page; the nested route (<Outlet/>) when omitted. */
  children?: ReactNode;
}

/** The logged-in frame (platform-shell §2.4, §2.5): permission-filtered side menu, top bar, profile menu. */
export function ShellLayout({
  definition = PLACEHOLDER_MENU,
  routeFlags = PLACEHOLDER_ROUTE_FLAGS,
  builtPaths,
  defaultCollapsed = false,
  topBarWidgets = NO_WIDGETS,
  children,
}: ShellLayoutProps) {
  const { permissions, profile, signOut } = useSession();
  const { data: settings } = useSettings();
  const logout = useLogout();
  const location = useLocation();
  const navigate = useConsoleNavigate();
  // The menu's links are real addresses (they open in a new tab too): under the base path.
  const basePath = useBasePath();
  const navigateTo = useNavigate();
  const narrow = useNarrowScreen();
  // The collapse is the user's choice and outlives a reload; the drawer (narrow screens) starts closed.
  const [collapsed, setCollapsed] = useState(() => defaultCollapsed || readCollapsed());
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const handleToggleMenu = () => {
    if (narrow) setDrawerOpen((open) => !open);
    else
      setCollapsed((value) => {
        writeCollapsed(!value);
        return !value;
      });
  };

  const comingSoon = useCallback(
    (href: string | undefined) => builtPaths !== undefined && href !== undefined && !isBuilt(builtPaths, href),
    [builtPaths],
  );
  const groups = useMemo(
    () =>
      visibleMenu(definition, permissions, settings?.featureFlags, routeFlags).map((group) => ({
        id: group.id,
        label: group.label,
        items: group.items.map((item) => {
          const children = item.children?.map((child) => ({
            id: child.id,
            label: child.label,
            href: withBasePath(basePath, child.href),
            comingSoon: comingSoon(child.href),
          }));
          return {
            id: item.id,
            label: item.label,
            icon: item.icon,
            href: item.href === undefined ? undefined : withBasePath(basePath, item.href),
            children,
            comingSoon: children ? children.every((child) => child.comingSoon) : comingSoon(item.href),
          };
        }),
      })),
    [definition, permissions, settings?.featureFlags, routeFlags, basePath, comingSoon],
  );

  const title = settings?.whiteLabel.title || 'Parley';
  const displayName = profile?.name || 'Account';
  const logoUrl = settings?.whiteLabel.logoUrl;
  const logo = logoUrl ? (
    <StyledLogo src={logoUrl} alt={`${title} logo`} />
  ) : (
    <StyledMark aria-hidden="true">{title.slice(0, 1)}</StyledMark>
  );

  const handleSignout = async () => {
    try {
      await logout.mutateAsync();
    } catch {
      // The session ends locally whatever the server answers.
    }
    signOut();
  };

  const profileItems = [
    { id: 'details', label: 'Details', icon: 'user' as const, onSelect: () => navigate('/details/myprofile') },
    ...(profile?.artifactsEnabled
      ? [
          {
            id: 'library',
            label: 'My Library',
            icon: 'template' as const,
            onSelect: () => navigate('/content-library'),
          },
        ]
      : []),
    ...(settings?.ssoDirect || readSsoDirect()
      ? []
      : [{ id: 'signout', label: 'Signout', icon: 'logout' as const, onSelect: () => void handleSignout() }]),
  ];

  return (
    <AppFrame
      drawerOpen={narrow && drawerOpen}
      onDrawerClose={closeDrawer}
      sideNav={
        <SideNav
          groups={groups}
          currentPath={location.pathname}
          collapsed={!narrow && collapsed}
          onNavigate={(href: string) => {
            setDrawerOpen(false);
            navigateTo(href);
          }}
        />
      }
      topBar={
        <TopBar
          onToggleMenu={handleToggleMenu}
          menuCollapsed={narrow ? !drawerOpen : collapsed}
          drawer={narrow}
          logo={logo}
          title={title}
        >
          {topBarWidgets.map((Widget, index) => (
            <Widget key={index} />
          ))}
          <Menu
            label={`${displayName} profile menu`}
            buttonContent={
              <>
                <Icon name="user" />
                <StyledUserName>{displayName}</StyledUserName>
              </>
            }
            items={profileItems}
            align="end"
          />
        </TopBar>
      }
    >
      {children ?? <Outlet />}
    </AppFrame>
  );
}

const StyledLogo = styled.img`
  max-height: 32px;
  max-width: 140px;
  object-fit: contain;
`;

const StyledMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  font-weight: ${theme.font.weightBold};
  text-transform: uppercase;
`;

const StyledUserName = styled.span`
  font-weight: ${theme.font.weightMedium};
  max-width: 16ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* A phone shows the icon only; the menu's label still names the user. */
  @media ${NARROW_MEDIA} {
    display: none;
  }
`;

const COLLAPSED_KEY = 'parley.sideNav.collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage blocked: start expanded
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
