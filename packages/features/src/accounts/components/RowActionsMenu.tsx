import { Icon, Menu, type MenuItem } from '@parley/ui';

export interface RowActionsMenuProps {
  /** The button's accessible name, e.g. "Actions for Dana". */
  label: string;
  items: MenuItem[];
}

/**
 * A table row's actions: a compact "more" icon button, named by `label`, that opens the menu of actions. It fits
 * a narrow actions column whatever the row's name is.
 */
export function RowActionsMenu({ label, items }: RowActionsMenuProps) {
  return <Menu label={label} buttonContent={<Icon name="more" />} items={items} align="end" />;
}

/** The width of the table column that holds the row actions. */
export const ROW_ACTIONS_COLUMN_WIDTH = '88px';
