import styled, { keyframes } from 'styled-components';
import { visuallyHidden } from '../../internal/styles.ts';
import { theme } from '../../theme/theme.ts';

export interface SpinnerProps {
  /** Announced to assistive technology. */
  label?: string;
  size?: number;
}

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ label = 'Loading', size = 20 }: SpinnerProps) {
  return (
    <StyledSpinner role="status" aria-live="polite">
      <StyledSpinnerCircle $size={size} aria-hidden="true" />
      <StyledSpinnerLabel>{label}</StyledSpinnerLabel>
    </StyledSpinner>
  );
}

/** The bare spinning ring, decorative (for use inside a busy control). */
export function SpinnerCircle({ size = 14 }: { size?: number }) {
  return <StyledSpinnerCircle $size={size} aria-hidden="true" />;
}

export interface LoaderOverlayProps {
  show: boolean;
  label?: string;
}

/** Covers its positioned parent with a translucent layer and a spinner while `show` is true. */
export function LoaderOverlay({ show, label = 'Loading' }: LoaderOverlayProps) {
  if (!show) return null;
  return (
    <StyledLoaderOverlay aria-busy="true">
      <Spinner label={label} size={32} />
    </StyledLoaderOverlay>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledSpinner = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const StyledSpinnerCircle = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  opacity: 0.85;
  animation: ${spin} 0.7s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2s;
  }
`;

const StyledSpinnerLabel = styled.span`
  ${visuallyHidden}
`;

const StyledLoaderOverlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${theme.colors.primary};
  background: color-mix(in srgb, ${theme.colors.surface} 72%, transparent);
`;
