import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { theme } from '../../theme/theme.ts';

export interface PagerProps {
  /** Offset of the first row shown. */
  offset: number;
  pageSize: number;
  /** Whether another page exists (the last fetch returned a full page). */
  hasMore: boolean;
  /** Called with the new offset. */
  onChange: (offset: number) => void;
  /** Disable both while a page loads. */
  loading?: boolean;
}

export const NO_MORE_DATA = 'No More Data to Show';

/**
 * Previous/Next paging by offset. Previous is disabled while the offset is below the page size;
 * Next shows only while there is more, otherwise a disabled 'No More Data to Show'.
 */
export function Pager({ offset, pageSize, hasMore, onChange, loading = false }: PagerProps) {
  return (
    <StyledPager aria-label="Pagination">
      <Button
        variant="secondary"
        size="sm"
        icon="chevronLeft"
        disabled={loading || offset < pageSize}
        onClick={() => onChange(Math.max(0, offset - pageSize))}
      >
        Previous
      </Button>
      {hasMore ? (
        <Button variant="secondary" size="sm" disabled={loading} onClick={() => onChange(offset + pageSize)}>
          Next
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled>
          {NO_MORE_DATA}
        </Button>
      )}
    </StyledPager>
  );
}

const StyledPager = styled.nav`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} 0;
`;
