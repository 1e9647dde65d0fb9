import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useProfile, useSettings } from '@parley/api-client/hooks';
import { EmptyState, Spinner, theme } from '@parley/ui';

/** The analytics tabs of an agent (bot-builder §2 "Conversation, Call Classification and Sentiment"). */
export type AnalyticsView = 'conversation' | 'call-classification' | 'sentiment';

/** Call classification is per department; the spec fixes a default one. */
export const DEFAULT_ANALYTICS_DEPARTMENT_ID = 'default';

/** The Designer frame leaves room for the 56 px top bar. */
export const ANALYTICS_TOP_OFFSET = 56;

const TITLES: Record<AnalyticsView, string> = {
  conversation: 'Designer',
  'call-classification': 'Call Classification',
  sentiment: 'Sentiment',
};

/**
 * The frame's address from the settings' analytics base address: conversation carries the enterprise and the
 * agent, call classification the enterprise and the default department, sentiment the enterprise and the agent.
 */
export function analyticsUrl(base: string, view: AnalyticsView, enterpriseId: string, agentId: string): string {
  const root = base.replace(/\/+$/, '');
  const query: Record<string, string> =
    view === 'conversation'
      ? { enterpriseId, agentId }
      : view === 'call-classification'
        ? { enterpriseId, department_id: DEFAULT_ANALYTICS_DEPARTMENT_ID }
        : { enterpriseId, agent_id: agentId };
  return `${root}/${view}?${new URLSearchParams(query).toString()}`;
}

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

export interface AnalyticsFrameProps {
  view: AnalyticsView;
  agentId: string;
}

/** A full-size embedded analytics frame, or a clear empty state when no analytics address is configured. */
export function AnalyticsFrame({ view, agentId }: AnalyticsFrameProps) {
  const settings = useSettings();
  const profile = useProfile();
  const height = useWindowHeight() - ANALYTICS_TOP_OFFSET;
  const title = TITLES[view];
  if (settings.isPending || profile.isPending) return <Spinner label={`Loading ${title}`} />;
  const base = settings.data?.analyticsBaseUrl?.trim();
  const enterpriseId = profile.data?.eId;
  if (!base || !enterpriseId) {
    return (
      <EmptyState
        headingLevel={2}
        title={`${title} is not set up`}
        description={
          base
            ? 'Your enterprise could not be read; sign in again to load the analytics.'
            : 'No analytics address is configured. Set analyticsBaseUrl in the environment settings (PARLEY_SETTINGS) to show it here.'
        }
      />
    );
  }
  return (
    <StyledFrame
      title={`${title} analytics`}
      src={analyticsUrl(base, view, enterpriseId, agentId)}
      style={{ height: Math.max(height, 320) }}
      // Scripts and its own origin's storage, nothing that could reach into the console.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;
