import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export interface TabItem {
  id: string;
  label: string;
  disabled?: boolean;
  /** The panel content; omit when the tabs only drive navigation. */
  content?: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** The selected tab id. */
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ tabs, value, onChange, label }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = tabs.find((tab) => tab.id === value);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === value);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(next.id)}"]`)?.focus();
  };

  return (
    <div>
      <StyledTabList ref={listRef} role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === value;
          return (
            <StyledTab
              key={tab.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={isSelected}
              aria-controls={tab.content !== undefined ? `${baseId}-panel-${tab.id}` : undefined}
              // With no tab selected (an address no tab names), the first stays reachable by keyboard.
              tabIndex={isSelected || (!selected && tab === enabled[0]) ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {selected && selected.content !== undefined ? (
        <StyledTabPanel
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
        >
          {selected.content}
        </StyledTabPanel>
      ) : null}
    </div>
  );
}

const StyledTabList = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
  overflow-x: auto;
`;

const StyledTab = styled.button`
  position: relative;
  padding: ${() => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  background: transparent;
  color: ${theme.colors.textMuted};
  font: inherit;
  font-size: ${theme.font.sizeMd};
  font-weight: ${theme.font.weightMedium};
  white-space: nowrap;
  cursor: pointer;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  &[aria-selected='true'] {
    color: ${theme.colors.primaryHover};
    border-bottom-color: ${theme.colors.primary};
  }
  &:hover:not(:disabled) {
    color: ${theme.colors.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  ${focusRing}
`;

const StyledTabPanel = styled.div`
  padding-top: ${theme.space[4]};
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
