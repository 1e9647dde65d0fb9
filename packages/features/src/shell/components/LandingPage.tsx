import styled from 'styled-components';
import { useSettings } from '@parley/api-client/hooks';
import { EmptyState, Spinner, theme } from '@parley/ui';
import { ConsoleLink, ConsoleNavigate } from '../../provider/basePath.tsx';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import type { MenuGroupDefinition } from '../menuDefinition.ts';
import { visibleMenu } from '../visibleMenu.ts';
import type { RouteFlagTable } from '../routeFlags.ts';
import { comingSoonTitles, landingHref, type BuiltPaths } from '../landing.ts';

export interface LandingPageProps {
  /** The composed menu (shellRoute's). */
  definition: readonly MenuGroupDefinition[];
  routeFlags: RouteFlagTable;
  /** The paths the host's modules build. */
  builtPaths: BuiltPaths;
}

export const NO_PAGES_TITLE = 'Nothing to open yet';
export const NO_PAGES_ASK =
  'Your role does not open any page of the console. Ask an administrator of your enterprise to give your role access on Role & Permission, or to add a role to your account.';

/**
 * The console's start (`/`, and where sign-in goes when no page was asked for): the first page of the user's
 * menu that is available, in menu order; a calm page saying so, and whom to ask, when there is none.
 */
export function LandingPage({ definition, routeFlags, builtPaths }: LandingPageProps) {
  const { permissions, profile, profileLoading } = useSession();
  const { data: settings, isPending: settingsPending } = useSettings();
  if (profileLoading || !profile || settingsPending) return <Spinner label="Opening your start page" />;
  const visible = visibleMenu(definition, permissions, settings?.featureFlags, routeFlags);
  const href = landingHref(visible, builtPaths);
  if (href) return <ConsoleNavigate to={href} replace />;
  const soon = comingSoonTitles(visible, builtPaths);
  return (
    <StyledLanding aria-labelledby="landing-title">
      <h1 id="landing-title">Welcome, {profile.name}</h1>
      <EmptyState
        headingLevel={2}
        icon="shield"
        title={NO_PAGES_TITLE}
        description={
          soon.length > 0
            ? `The pages your role opens (${soon.join(', ')}) are not available in this version yet. Until they are, an administrator of your enterprise can give your role access to other pages on Role & Permission.`
            : NO_PAGES_ASK
        }
        action={<ConsoleLink to="/details/myprofile">Your profile</ConsoleLink>}
      />
    </StyledLanding>
  );
}

const StyledLanding = styled.section`
  display: grid;
  gap: ${theme.space[6]};
  h1 {
    margin: 0;
    font-size: ${theme.font.sizeXl};
  }
`;
