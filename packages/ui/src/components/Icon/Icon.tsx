import { useId, type SVGAttributes } from 'react';
import styled from 'styled-components';
import { iconPaths } from './paths.tsx';

export type IconName = keyof typeof iconPaths;

/** Every icon name, in declaration order (handy for pickers and stories). */
export const iconNames = Object.keys(iconPaths) as IconName[];

export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'children'> {
  name: IconName;
  /** Pixel size of the square icon. */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  title?: string;
}

/** An inline SVG icon drawn with `currentColor`. */
export function Icon({ name, size = 18, title, ...rest }: IconProps) {
  const titleId = useId();
  return (
    <StyledIcon
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {iconPaths[name]}
    </StyledIcon>
  );
}

const StyledIcon = styled.svg`
  flex: none;
  display: inline-block;
  vertical-align: middle;
`;
