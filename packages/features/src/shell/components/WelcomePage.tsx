import { Link } from 'react-router';
import styled from 'styled-components';
import { useSettings } from '@parley/api-client/hooks';
import { useSession } from '../../auth/session/SessionProvider.tsx';

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
        {token ? <Link to="/bots">Go to your agents</Link> : <Link to="/login">Sign in</Link>}
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledCard = styled.div`
  max-width: 420px;
  text-align: center;
  padding: ${({ theme }) => theme.space[7]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow[1]};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightMedium};
  }
`;
