import styled from 'styled-components';
import { RECIPIENT_STATUSES, titleCase, type BroadcastCounts as Counts } from '@parley/api-client';
import { theme } from '@parley/ui';

export interface BroadcastCountsProps {
  counts: Counts;
}

/** A broadcast's messages by status: the total, then each status that has any, in the order messages move. */
export function BroadcastCounts({ counts }: BroadcastCountsProps) {
  const present = RECIPIENT_STATUSES.filter((status) => (counts[status] ?? 0) > 0);
  return (
    <StyledCounts aria-label="Messages by status">
      <dl>
        <div>
          <dt>Total</dt>
          <dd>{(counts.total ?? 0).toLocaleString('en-US')}</dd>
        </div>
        {present.map((status) => (
          <div key={status}>
            <dt>{titleCase(status)}</dt>
            <dd>{(counts[status] ?? 0).toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </StyledCounts>
  );
}

const StyledCounts = styled.section`
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[3]};
    margin: 0;
  }
  dl > div {
    min-width: 96px;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.sizeSm};
  }
  dd {
    margin: 0;
    font-size: ${theme.font.sizeLg};
    font-weight: ${theme.font.weightBold};
  }
`;
