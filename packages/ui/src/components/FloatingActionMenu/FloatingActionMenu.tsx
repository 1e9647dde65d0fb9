import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import { theme } from '../../theme/theme.ts';

export interface FloatingAction {
  id: string;
  label: string;
  icon: IconName;
  onSelect: () => void;
}

export interface FloatingActionMenuProps {
  /** Accessible name of the main button. */
  label: string;
  actions: readonly FloatingAction[];
  icon?: IconName;
  /** Stay in the page flow instead of the bottom-right corner of the window. */
  inline?: boolean;
}

/** A round button in the corner that reveals a stack of labelled actions (speed dial). */
export function FloatingActionMenu({ label, actions, icon = 'plus', inline = false }: FloatingActionMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>('[data-action]')?.focus();
    const handleDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handleDown);
    return () => document.removeEventListener('pointerdown', handleDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <StyledFab
      ref={rootRef}
      $inline={inline}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {open ? (
        <StyledFabActions id={id}>
          {actions.map((action) => (
            <li key={action.id}>
              <StyledFabAction
                type="button"
                data-action=""
                onClick={() => {
                  close();
                  action.onSelect();
                }}
              >
                <span>{action.label}</span>
                <StyledFabActionIcon aria-hidden="true">
                  <Icon name={action.icon} size={18} />
                </StyledFabActionIcon>
              </StyledFabAction>
            </li>
          ))}
        </StyledFabActions>
      ) : null}
      <StyledFabTrigger
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        $open={open}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={icon} size={24} />
      </StyledFabTrigger>
    </StyledFab>
  );
}

const StyledFab = styled.div<{ $inline: boolean }>`
  position: ${({ $inline }) => ($inline ? 'relative' : 'fixed')};
  right: ${({ $inline }) => ($inline ? 'auto' : theme.space[6])};
  bottom: ${({ $inline }) => ($inline ? 'auto' : theme.space[6])};
  z-index: ${theme.zIndex.dropdown};
  display: inline-flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const StyledFabActions = styled.ul`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledFabAction = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  cursor: pointer;
  > span:first-child {
    padding: ${() => `${theme.space[1]} ${theme.space[2]}`};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow[1]};
  }
  ${focusRing}
`;

const StyledFabActionIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.primaryHover};
  box-shadow: ${theme.shadow[1]};
`;

const StyledFabTrigger = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryContrast};
  box-shadow: ${theme.shadow[2]};
  cursor: pointer;
  svg {
    transition: transform ${theme.motion.fast} ease;
    transform: rotate(${({ $open }) => ($open ? '45deg' : '0')});
  }
  &:hover {
    background: ${theme.colors.primaryHover};
  }
  ${focusRing}
`;
