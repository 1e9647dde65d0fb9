import styled from 'styled-components';
import { Messages } from '@parley/api-client';
import { EmptyState, theme } from '@parley/ui';
import { ConsoleLink } from '../../provider/basePath.tsx';

export const ACCESS_DENIED_ASK =
  'Your role does not open this page. Ask an administrator of your enterprise to give your role access on Role & Permission.';

/** What a page shows in its place to a user whose role does not open it (PermissionGuard). */
export function AccessDeniedPage() {
  return (
    <StyledDenied aria-labelledby="access-denied-title">
      <h1 id="access-denied-title">{Messages.accessDenied}</h1>
      <EmptyState
        headingLevel={2}
        icon="shield"
        title="This page is not open to your role"
        description={ACCESS_DENIED_ASK}
        action={<ConsoleLink to="/">Go to your start page</ConsoleLink>}
      />
    </StyledDenied>
  );
}

const StyledDenied = styled.section`
  display: grid;
  gap: ${theme.space[6]};
  h1 {
    margin: 0;
    font-size: ${theme.font.sizeXl};
  }
`;
