import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Popover } from '../../internal/Popover.tsx';
import { focusRing, visuallyHidden } from '../../internal/styles.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface MenuItem {
  id: string;
  label: string;
  icon?: IconName;
  /** A count shown at the item's end (chats waiting of a kind); read as part of the item's name. */
  count?: number;
  onSelect: () => void;
}

export interface MenuProps {
  /** The trigger's accessible name; also its visible text unless `buttonContent` is given. */
  label: string;
  icon?: IconName;
  /** Custom visible trigger content (e.g. an avatar); `label` stays the accessible name. */
  buttonContent?: ReactNode;
  items: MenuItem[];
  /** Which trigger edge the menu lines up with. */
  align?: 'start' | 'end';
}

/** A button that opens a list of actions (WAI-ARIA menu button pattern). */
export function Menu({ label, icon, buttonContent, items, align = 'start' }: MenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (rootRef.current?.contains(target) || popupRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const handleTriggerClick = () => (open ? close(false) : openAt(0));

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(items.length - 1);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (focusIndex >= last ? 0 : focusIndex + 1),
      ArrowUp: () => (focusIndex <= 0 ? last : focusIndex - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setFocusIndex(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // The list lives in a portal: hand focus back to the trigger first, so Tab continues
      // from there in page order instead of from the end of the document.
      close(true);
    }
  };

  const handleSelect = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <StyledMenu ref={rootRef}>
      <StyledMenuTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={handleTriggerClick}
        onKeyDown={handleTriggerKeyDown}
      >
        {buttonContent ? (
          <>
            {/* the label names the button; the custom content is what sighted users see */}
            <StyledMenuHiddenLabel>{label}</StyledMenuHiddenLabel>
            <StyledMenuCustomContent aria-hidden="true">{buttonContent}</StyledMenuCustomContent>
          </>
        ) : (
          <>
            {icon ? <Icon name={icon} size={16} /> : null}
            <span>{label}</span>
          </>
        )}
        {/* An icon-only trigger (custom content) reads cleaner without the disclosure chevron. */}
        {buttonContent ? null : <Icon name="chevron-down" size={14} />}
      </StyledMenuTrigger>
      {open ? (
        <Popover anchorRef={triggerRef} placement={align === 'end' ? 'bottom-end' : 'bottom-start'} ref={popupRef}>
          <StyledMenuList id={menuId} role="menu" aria-label={label} onKeyDown={handleMenuKeyDown}>
            {items.map((item, index) => (
              <StyledMenuItem
                key={item.id}
                ref={(element) => {
                  itemRefs.current[index] = element;
                }}
                type="button"
                role="menuitem"
                tabIndex={index === focusIndex ? 0 : -1}
                onClick={() => handleSelect(item)}
                onMouseEnter={() => setFocusIndex(index)}
                aria-label={item.count === undefined ? undefined : `${item.label}, ${item.count}`}
              >
                {item.icon ? <Icon name={item.icon} size={16} /> : null}
                {item.label}
                {item.count === undefined ? null : (
                  <StyledMenuCount aria-hidden="true" $active={item.count > 0}>
                    {item.count}
                  </StyledMenuCount>
                )}
              </StyledMenuItem>
            ))}
          </StyledMenuList>
        </Popover>
      ) : null}
    </StyledMenu>
  );
}

const StyledMenu = styled.div`
  position: relative;
  display: inline-flex;
`;

const StyledMenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  height: 36px;
  padding: 0 ${theme.space[3]};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  background: transparent;
  color: ${theme.colors.text};
  font-family: inherit;
  font-size: ${theme.font.sizeMd};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const StyledMenuList = styled.div`
  min-width: 180px;
  padding: ${theme.space[1]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow[2]};
`;

const StyledMenuItem = styled.button`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  width: 100%;
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.text};
  font-family: inherit;
  font-size: ${theme.font.sizeMd};
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background: ${theme.colors.surfaceHover};
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${theme.colors.focus};
  }
`;

const StyledMenuHiddenLabel = styled.span`
  ${visuallyHidden}
`;

const StyledMenuCustomContent = styled.span`
  display: inline-flex;
  align-items: center;
`;

const StyledMenuCount = styled.span<{ $active: boolean }>`
  margin-left: auto;
  min-width: 20px;
  padding: 0 ${theme.space[1]};
  border-radius: ${theme.radius.full};
  text-align: center;
  font-size: ${theme.font.sizeSm};
  font-weight: ${theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  color: ${({ $active }) => ($active ? theme.colors.primaryContrast : theme.colors.text)};
  background: ${({ $active }) => ($active ? theme.colors.danger : theme.colors.surfaceHover)};
`;
