export { Menu } from './Menu.tsx';
export type { MenuProps, MenuItem } from './Menu.tsx';
