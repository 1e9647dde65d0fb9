import styled from 'styled-components';
import { Button } from '@parley/ui';
import { errorText } from './errorText.ts';

/** A list that failed to load: the server's message and a way to ask again. */
export function LoadError({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (!query.isError) return null;
  return (
    <StyledLoadError role="alert">
      <span>{errorText(query.error)}</span>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
        Try again
      </Button>
    </StyledLoadError>
  );
}

const StyledLoadError = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.danger};
`;
