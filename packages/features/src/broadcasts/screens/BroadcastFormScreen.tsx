import { useParams } from 'react-router';
import styled from 'styled-components';
import { titleCase } from '@parley/api-client';
import { broadcastAwaitsNews, useBroadcast } from '@parley/api-client/hooks';
import { Badge, Icon, Spinner, formatShortDayMonthYearTime, theme } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { BroadcastForm } from '../components/BroadcastForm/index.ts';
import { BroadcastCounts, BroadcastMessageTable } from '../components/BroadcastMessages/index.ts';
import { broadcastStatusTone } from '../components/broadcastStatusTone.ts';
import { broadcastPaths } from '../paths.ts';

/**
 * The broadcast form's page (§2 "Broadcast routes"): /campaigns/broadcast/create sends a template; with an id it
 * shows that broadcast, disabled, with its messages.
 */
export function BroadcastFormScreen() {
  const { id } = useParams();
  return (
    <AdminPage>
      <StyledBack to={broadcastPaths.list}>
        <Icon name="chevronLeft" size={16} />
        Back to broadcasts
      </StyledBack>
      {id ? <BroadcastView id={id} /> : <BroadcastSend />}
    </AdminPage>
  );
}

function BroadcastSend() {
  return (
    <>
      <AdminPageHeader>
        <h1>Send Template</h1>
      </AdminPageHeader>
      <BroadcastForm />
    </>
  );
}

/** One broadcast: what was sent, its counts per status, and its messages (polled while they may change). */
function BroadcastView({ id }: { id: string }) {
  const broadcast = useBroadcast(id);
  const data = broadcast.data;
  if (broadcast.isError) return <LoadError query={broadcast} />;
  if (!data) return <Spinner label="Loading broadcast" />;
  const live = broadcastAwaitsNews(data);
  return (
    <>
      <AdminPageHeader>
        <h1>{data.name}</h1>
        <Badge tone={broadcastStatusTone(data.status)}>{titleCase(data.status)}</Badge>
      </AdminPageHeader>
      <StyledFacts>
        Initiated by {data.user.name} on {formatShortDayMonthYearTime(data.createdOn, '-')}
      </StyledFacts>
      <BroadcastCounts counts={data.counts} />
      {/* Keyed by id: another broadcast's values never stay in the form. */}
      <BroadcastForm key={data.id} mode="view" broadcast={data} />
      <StyledMessagesSection aria-labelledby="broadcast-messages-heading">
        <h2 id="broadcast-messages-heading">Messages</h2>
        <BroadcastMessageTable broadcastId={data.id} live={live} />
      </StyledMessagesSection>
    </>
  );
}

const StyledBack = styled(ConsoleLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  justify-self: start;
`;

const StyledFacts = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const StyledMessagesSection = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;
