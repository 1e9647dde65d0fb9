import styled from 'styled-components';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import { theme } from '../../theme/theme.ts';

export interface LoadErrorProps {
  /** Why the list is missing (usually the server's message). */
  message: string;
  onRetry: () => void;
  /** A retry is under way. */
  retrying?: boolean;
  /** Announced to assistive technology as it appears (default); off where a toast already says it. */
  announce?: boolean;
}

/** A list that failed to load: why, and a way to ask again. */
export function LoadError({ message, onRetry, retrying = false, announce = true }: LoadErrorProps) {
  return (
    <StyledLoadError announce={announce}>
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StyledLoadError>
  );
}

const StyledLoadError = styled(Alert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;
