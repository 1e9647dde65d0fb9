import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';

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
    <StyledLoadError {...(announce ? { role: 'alert' } : {})}>
      <span>{message}</span>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </StyledLoadError>
  );
}

const StyledLoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
