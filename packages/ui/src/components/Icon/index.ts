export { Icon, iconNames } from './Icon.tsx';
export type { IconName, IconProps } from './Icon.tsx';
