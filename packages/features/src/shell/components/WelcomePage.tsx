import { ConsoleLink } from '../../provider/basePath.tsx';
import styled from 'styled-components';
import { useSettings } from '@parley/api-client/hooks';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { theme } from '@parley/ui';

/** "Anything else" of platform-shell §2.1: a welcome page pointing to where the visitor can go. */
export function WelcomePage() {
  const { data: settings } = useSettings();
  const { token } = useSession();
  const title = settings?.whiteLabel.title || 'Parley';
  return (
    <StyledPage>
      <StyledCard>
        <h1>Welcome to {title}</h1>
        <p>The page you asked for does not exist.</p>
        {token ? (
          <ConsoleLink to="/">Go to your start page</ConsoleLink>
        ) : (
          <ConsoleLink to="/login">Sign in</ConsoleLink>
        )}
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${theme.space[6]};
  background: ${theme.colors.surfaceMuted};
`;

const StyledCard = styled.div`
  max-width: 420px;
  text-align: center;
  padding: ${theme.space[7]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow[1]};
  h1 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.font.sizeXl};
  }
  p {
    margin: 0 0 ${theme.space[5]};
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.font.weightMedium};
  }
`;
