import styled from 'styled-components';
import { EmptyState, theme } from '@parley/ui';
import { ConsoleLink, useConsolePathname } from '../../provider/basePath.tsx';

export const NOT_FOUND_TITLE = 'Page not found';

/** An address no page answers, inside the signed-in frame: says so, names it, and leads back to the start page. */
export function NotFoundPage() {
  const pathname = useConsolePathname();
  return (
    <StyledNotFound aria-labelledby="not-found-title">
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <EmptyState
        headingLevel={2}
        icon="search"
        title="There is no page at this address"
        description={`Nothing in the console answers ${pathname}. Check the address, or start again from your start page.`}
        action={<ConsoleLink to="/">Go to your start page</ConsoleLink>}
      />
    </StyledNotFound>
  );
}

const StyledNotFound = styled.section`
  display: grid;
  gap: ${theme.space[6]};
  h1 {
    margin: 0;
    font-size: ${theme.font.sizeXl};
  }
`;
