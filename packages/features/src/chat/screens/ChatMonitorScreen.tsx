import { AGENT_STATUS_LABELS, CHAT_STATES, type ChatMonitor, type MonitorChatRow } from '@parley/api-client/contract';
import { useChatMonitor } from '@parley/api-client/hooks';
import { EmptyState, FigureCards, Spinner, Table, formatDayMonthYearTime } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';

const STATE_WORDS: Record<number, string> = {
  [CHAT_STATES.CREATED]: 'With the bot',
  [CHAT_STATES.STARTED]: 'Waiting for an agent',
  [CHAT_STATES.ONGOING]: 'Ongoing',
  [CHAT_STATES.SUSPEND]: 'Suspended',
  [CHAT_STATES.MISSED]: 'Missed',
};

const COUNTERS: { key: keyof ChatMonitor['counts']; label: string }[] = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'ongoing', label: 'Ongoing' },
  { key: 'suspended', label: 'Suspended' },
  { key: 'missed', label: 'Missed' },
];

/**
 * The chat monitor (/chat/monitor, platform-shell §2.2; CHAT.VIEW_MONITOR): for supervisors, the chats not yet
 * ended — waiting first, the longest waiting on top — counted by state, and each agent's availability and load.
 * It refreshes itself every few seconds.
 */
export function ChatMonitorScreen() {
  const monitor = useChatMonitor();
  const data = monitor.data;
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Chat Monitor</h1>
      </AdminPageHeader>
      <LoadError query={monitor} />
      {monitor.isPending ? <Spinner label="Loading the monitor" /> : null}
      {data ? (
        <>
          <FigureCards
            label="Chats by state"
            figures={COUNTERS.map((counter) => ({ label: counter.label, value: data.counts[counter.key] }))}
          />
          <h2>Chats</h2>
          {data.chats.length === 0 ? (
            <EmptyState headingLevel={3} icon="chat" title="No chats going on" />
          ) : (
            <Table
              label="Chats not ended"
              rows={data.chats}
              getRowId={(row) => row.chatId}
              columns={[
                {
                  id: 'customer',
                  header: 'Customer',
                  cell: (row: MonitorChatRow) => row.customerName || row.customerNumber,
                  minWidth: 150,
                },
                { id: 'number', header: 'Number', cell: (row) => row.customerNumber, minWidth: 140 },
                { id: 'channel', header: 'Channel', cell: (row) => row.channelName || '-', minWidth: 120 },
                { id: 'state', header: 'State', cell: (row) => STATE_WORDS[row.state] ?? '-', minWidth: 150 },
                { id: 'agents', header: 'Agents', cell: (row) => row.agents || '-', minWidth: 140 },
                { id: 'since', header: 'Since', cell: (row) => formatDayMonthYearTime(row.since, '-'), minWidth: 170 },
                {
                  id: 'last',
                  header: 'Last message',
                  cell: (row) => row.lastMessage || '-',
                  width: '2fr',
                  minWidth: 180,
                },
              ]}
            />
          )}
          <h2>Agents</h2>
          <Table
            label="Agents"
            rows={data.agents}
            getRowId={(agent) => agent.uId}
            emptyText="No agents handle chats"
            columns={[
              { id: 'name', header: 'Agent', cell: (agent) => agent.name, minWidth: 150 },
              {
                id: 'status',
                header: 'Status',
                cell: (agent) => AGENT_STATUS_LABELS[agent.agentStatus],
                minWidth: 100,
              },
              { id: 'load', header: 'Active chats', cell: (agent) => String(agent.activeChats), minWidth: 110 },
              {
                id: 'departments',
                header: 'Departments',
                cell: (agent) => agent.departments.join(', ') || '-',
                width: '2fr',
                minWidth: 160,
              },
            ]}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
