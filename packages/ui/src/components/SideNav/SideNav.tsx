import {
  useId,
  useRef,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../internal/styles.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { findActiveHref } from './activeHref.ts';
import { theme } from '../../theme/theme.ts';

export interface SideNavChild {
  id: string;
  label: string;
  href: string;
  /** Not available yet: shown with a "Soon" badge, not a link (described as such to assistive technology). */
  comingSoon?: boolean;
}

export interface SideNavItem {
  id: string;
  label: string;
  icon: IconName;
  href?: string;
  children?: SideNavChild[];
  /** Not available yet (a parent is, when all its children are). */
  comingSoon?: boolean;
}

/** What an entry that is not available yet is described as. */
export const SIDE_NAV_COMING_SOON = 'Coming soon: not available in this version yet';

export interface SideNavGroup {
  id: string;
  /** Group heading, e.g. MODULE, CONFIGURATION, MANAGE. */
  label: string;
  items: SideNavItem[];
}

export interface SideNavProps {
  groups: SideNavGroup[];
  /** The current URL path; the item whose href is its longest prefix is the current page. */
  currentPath: string;
  /** Icons only, labels as tooltips, fly-out submenus. */
  collapsed: boolean;
  /** Called instead of following a link (plain left clicks only), so any router can navigate. */
  onNavigate: (href: string) => void;
  brand?: ReactNode;
}

/** The main side menu: grouped links, an accordion of sub-menus, and a collapsed icon rail. */
export function SideNav({ groups, currentPath, collapsed, onNavigate, brand }: SideNavProps) {
  const allItems = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const activeHref = useMemo(() => findActiveHref(allItems, currentPath), [allItems, currentPath]);
  const activeParentId = useMemo(
    () =>
      allItems.find((item) => item.children?.some((child) => activeHref !== undefined && child.href === activeHref))
        ?.id,
    [allItems, activeHref],
  );
  // Accordion: one parent open at a time; the one holding the current page opens by default.
  const [openId, setOpenId] = useState<string | undefined>(activeParentId);
  const [lastActiveParent, setLastActiveParent] = useState(activeParentId);
  if (activeParentId !== lastActiveParent) {
    setLastActiveParent(activeParentId);
    if (activeParentId) setOpenId(activeParentId);
  }
  const [flyoutId, setFlyoutId] = useState<string | undefined>(undefined);
  const soonHintId = useId();

  const handleLinkClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    setFlyoutId(undefined);
    onNavigate(href);
  };

  const handleToggle = (id: string) => {
    // Collapsed: hover and focus already open the fly-out, so a click only makes sure it is open.
    if (collapsed) setFlyoutId(id);
    else setOpenId((current) => (current === id ? undefined : id));
  };

  return (
    <StyledSideNav aria-label="Main menu" data-collapsed={collapsed || undefined} $collapsed={collapsed}>
      {brand ? <StyledSideNavBrand>{brand}</StyledSideNavBrand> : null}
      <span id={soonHintId} hidden>
        {SIDE_NAV_COMING_SOON}
      </span>
      {groups.map((group) => (
        <SideNavSection
          key={group.id}
          group={group}
          collapsed={collapsed}
          activeHref={activeHref}
          openId={openId}
          flyoutId={flyoutId}
          onFlyout={setFlyoutId}
          onToggle={handleToggle}
          onLinkClick={handleLinkClick}
          soonHintId={soonHintId}
        />
      ))}
    </StyledSideNav>
  );
}

interface SideNavSectionProps {
  group: SideNavGroup;
  collapsed: boolean;
  activeHref: string | undefined;
  openId: string | undefined;
  flyoutId: string | undefined;
  onFlyout: (id: string | undefined) => void;
  onToggle: (id: string) => void;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  soonHintId: string;
}

function SideNavSection({
  group,
  collapsed,
  activeHref,
  openId,
  flyoutId,
  onFlyout,
  onToggle,
  onLinkClick,
  soonHintId,
}: SideNavSectionProps) {
  const headingId = useId();
  return (
    <StyledSideNavGroup>
      <StyledSideNavHeading id={headingId} $collapsed={collapsed}>
        {group.label}
      </StyledSideNavHeading>
      <StyledSideNavList aria-labelledby={headingId}>
        {group.items.map((item) =>
          item.children && item.children.length > 0 ? (
            <SideNavParent
              key={item.id}
              item={item}
              subItems={item.children}
              collapsed={collapsed}
              activeHref={activeHref}
              open={collapsed ? flyoutId === item.id : openId === item.id}
              onFlyout={onFlyout}
              onToggle={onToggle}
              onLinkClick={onLinkClick}
              soonHintId={soonHintId}
            />
          ) : item.comingSoon ? (
            <li key={item.id}>
              <StyledSideNavLink
                {...comingSoonEntry(soonHintId)}
                title={collapsed ? `${item.label} (coming soon)` : undefined}
                $collapsed={collapsed}
              >
                <Icon name={item.icon} size={18} />
                <StyledSideNavLabel $collapsed={collapsed}>{item.label}</StyledSideNavLabel>
                {collapsed ? null : <StyledSideNavSoon aria-hidden="true">Soon</StyledSideNavSoon>}
              </StyledSideNavLink>
            </li>
          ) : (
            <li key={item.id}>
              <StyledSideNavLink
                href={item.href ?? '#'}
                aria-current={item.href !== undefined && item.href === activeHref ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                $collapsed={collapsed}
                onClick={(event) => onLinkClick(event, item.href ?? '#')}
              >
                <Icon name={item.icon} size={18} />
                <StyledSideNavLabel $collapsed={collapsed}>{item.label}</StyledSideNavLabel>
              </StyledSideNavLink>
            </li>
          ),
        )}
      </StyledSideNavList>
    </StyledSideNavGroup>
  );
}

interface SideNavParentProps {
  item: SideNavItem;
  subItems: SideNavChild[];
  collapsed: boolean;
  activeHref: string | undefined;
  open: boolean;
  onFlyout: (id: string | undefined) => void;
  onToggle: (id: string) => void;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  soonHintId: string;
}

function SideNavParent({
  item,
  subItems,
  collapsed,
  activeHref,
  open,
  onFlyout,
  onToggle,
  onLinkClick,
  soonHintId,
}: SideNavParentProps) {
  const listId = useId();
  const containsActive = subItems.some((child) => child.href === activeHref);
  // Esc returns focus to the button; that focus must not reopen the fly-out.
  const closingByEscape = useRef(false);

  const handleMouseEnter = () => {
    if (collapsed) onFlyout(item.id);
  };
  const handleMouseLeave = () => {
    if (collapsed) onFlyout(undefined);
  };
  const handleFocus = () => {
    if (closingByEscape.current) {
      closingByEscape.current = false;
      return;
    }
    if (collapsed) onFlyout(item.id);
  };
  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (collapsed && !event.currentTarget.contains(event.relatedTarget as Node | null)) onFlyout(undefined);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (collapsed && open && event.key === 'Escape') {
      event.preventDefault();
      onFlyout(undefined);
      const button = event.currentTarget.querySelector<HTMLButtonElement>('button');
      if (button && button !== document.activeElement) {
        closingByEscape.current = true;
        button.focus();
      }
    }
  };

  return (
    <StyledSideNavParent
      onMouseEnter={handleMouseEnter}
      onMouseLeave={handleMouseLeave}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <StyledSideNavButton
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        title={collapsed ? item.label : undefined}
        data-active={containsActive || undefined}
        $collapsed={collapsed}
        onClick={() => onToggle(item.id)}
      >
        <Icon name={item.icon} size={18} />
        <StyledSideNavLabel $collapsed={collapsed}>{item.label}</StyledSideNavLabel>
        {item.comingSoon && !collapsed ? <StyledSideNavSoon aria-hidden="true">Soon</StyledSideNavSoon> : null}
        {collapsed ? null : (
          <StyledSideNavChevron $open={open}>
            <Icon name="chevron-right" size={14} />
          </StyledSideNavChevron>
        )}
      </StyledSideNavButton>
      {open ? (
        collapsed ? (
          <StyledSideNavFlyout>
            <StyledSideNavFlyoutTitle aria-hidden="true">{item.label}</StyledSideNavFlyoutTitle>
            <StyledSideNavSubList id={listId} aria-label={item.label}>
              {subItems.map((child) => (
                <li key={child.id}>
                  <SideNavSubEntry
                    child={child}
                    activeHref={activeHref}
                    soonHintId={soonHintId}
                    onLinkClick={onLinkClick}
                  />
                </li>
              ))}
            </StyledSideNavSubList>
          </StyledSideNavFlyout>
        ) : (
          <StyledSideNavSubList id={listId} aria-label={item.label} $indented>
            {subItems.map((child) => (
              <li key={child.id}>
                <SideNavSubEntry
                  child={child}
                  activeHref={activeHref}
                  soonHintId={soonHintId}
                  onLinkClick={onLinkClick}
                />
              </li>
            ))}
          </StyledSideNavSubList>
        )
      ) : null}
    </StyledSideNavParent>
  );
}

interface SideNavSubEntryProps {
  child: SideNavChild;
  activeHref: string | undefined;
  soonHintId: string;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/**
 * What makes an entry "not available yet", top-level or in a sub-menu: not a link but named like one, disabled,
 * still reachable by keyboard, and described by the menu's coming-soon hint.
 */
const comingSoonEntry = (soonHintId: string) =>
  ({
    as: 'span',
    role: 'link',
    'aria-disabled': true,
    'aria-describedby': soonHintId,
    tabIndex: 0,
    'data-soon': true,
  }) as const;

/** A sub-menu link, or the entry of a page that is not available yet. */
function SideNavSubEntry({ child, activeHref, soonHintId, onLinkClick }: SideNavSubEntryProps) {
  if (child.comingSoon)
    return (
      <StyledSideNavSubLink {...comingSoonEntry(soonHintId)}>
        {child.label}
        <StyledSideNavSoon aria-hidden="true">Soon</StyledSideNavSoon>
      </StyledSideNavSubLink>
    );
  return (
    <StyledSideNavSubLink
      href={child.href}
      aria-current={child.href === activeHref ? 'page' : undefined}
      onClick={(event) => onLinkClick(event, child.href)}
    >
      {child.label}
    </StyledSideNavSubLink>
  );
}

const StyledSideNav = styled.nav<{ $collapsed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: ${({ $collapsed }) => ($collapsed ? theme.layout.sideNavCollapsedWidth : theme.layout.sideNavWidth)};
  height: 100%;
  flex: none;
  transition: width ${theme.motion.fast} ease;
  padding: ${() => `${theme.space[3]} ${theme.space[2]}`};
  background: ${theme.colors.nav};
  color: ${theme.colors.navText};
  overflow-x: ${({ $collapsed }) => ($collapsed ? 'visible' : 'hidden')};
  overflow-y: ${({ $collapsed }) => ($collapsed ? 'visible' : 'auto')};
`;

const StyledSideNavBrand = styled.div`
  padding: ${() => `${theme.space[1]} ${theme.space[2]} ${theme.space[2]}`};
`;

const StyledSideNavGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const StyledSideNavHeading = styled.h2<{ $collapsed: boolean }>`
  margin: ${() => `${theme.space[3]} ${theme.space[3]} ${theme.space[1]}`};
  font-size: 11px;
  font-weight: ${theme.font.weightBold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.navTextMuted};
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const StyledSideNavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyles = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  width: 100%;
  height: 36px;
  padding: ${({ $collapsed }) => ($collapsed ? '0' : `0 ${theme.space[3]}`)};
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  border: 0;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colors.navText};
  font-family: inherit;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &[data-soon] {
    color: ${theme.colors.navTextMuted};
    cursor: default;
  }
  &[aria-current='page'],
  &[data-active] {
    background: ${theme.colors.navActive};
    color: ${theme.colors.primaryHover};
  }
  ${focusRing}
`;

const StyledSideNavLink = styled.a<{ $collapsed: boolean }>`
  ${rowStyles}
`;

const StyledSideNavButton = styled.button<{ $collapsed: boolean }>`
  ${rowStyles}
`;

const StyledSideNavLabel = styled.span<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;

const StyledSideNavChevron = styled.span<{ $open: boolean }>`
  display: flex;
  color: ${theme.colors.navTextMuted};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  transition: transform ${theme.motion.fast} ease;
`;

const StyledSideNavParent = styled.li`
  position: relative;
`;

const StyledSideNavSubList = styled.ul<{ $indented?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 2px 0 0;
  padding: ${({ $indented }) => ($indented ? '0 0 0 30px' : '0')};
  list-style: none;
`;

const StyledSideNavSubLink = styled.a`
  display: flex;
  align-items: center;
  height: 32px;
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.navTextMuted};
  font-size: ${theme.font.sizeMd};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${theme.colors.surfaceHover};
    color: ${theme.colors.navText};
  }
  &[aria-current='page'] {
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.font.weightMedium};
    background: ${theme.colors.navActive};
  }
  &[data-soon] {
    gap: ${theme.space[2]};
    cursor: default;
  }
  ${focusRing}
`;

const StyledSideNavFlyout = styled.div`
  position: absolute;
  top: 0;
  left: calc(100% + 4px);
  z-index: ${theme.zIndex.dropdown};
  min-width: 200px;
  padding: ${theme.space[2]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
  &::before {
    /* bridges the gap so the pointer can travel from the icon to the fly-out */
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: -8px;
    width: 8px;
  }
`;

const StyledSideNavFlyoutTitle = styled.div`
  padding: ${() => `${theme.space[1]} ${theme.space[3]} ${theme.space[2]}`};
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
  color: ${theme.colors.navTextMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** The "Soon" badge of an entry that is not available yet; the entry itself is dimmed and not clickable. */
const StyledSideNavSoon = styled.span`
  margin-left: auto;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  border: 1px solid ${theme.colors.navTextMuted};
  color: ${theme.colors.navTextMuted};
  font-size: 11px;
  line-height: 18px;
  font-weight: ${theme.font.weightMedium};
`;
