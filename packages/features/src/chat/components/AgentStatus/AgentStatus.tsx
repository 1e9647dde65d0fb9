import { useAgentStatus, useUpdateAgentStatus } from '@parley/api-client/hooks';
import { AGENT_STATUSES, AGENT_STATUS_LABELS, type AgentStatus as Status } from '@parley/api-client/contract';
import { AgentStatusMenu, useToast, type AgentStatusOption } from '@parley/ui';
import { useSession } from '../../../auth/session/SessionProvider.tsx';

const OPTIONS: readonly AgentStatusOption[] = [
  { value: AGENT_STATUSES.online, label: AGENT_STATUS_LABELS[AGENT_STATUSES.online], tone: 'online' },
  { value: AGENT_STATUSES.away, label: AGENT_STATUS_LABELS[AGENT_STATUSES.away], tone: 'away' },
  { value: AGENT_STATUSES.offline, label: AGENT_STATUS_LABELS[AGENT_STATUSES.offline], tone: 'offline' },
];

/** The top bar's availability menu, for agents only (CHAT.HANDLE): online agents are offered new chats. */
export function AgentStatus() {
  const { permissions } = useSession();
  if (!permissions.includes('CHAT.HANDLE')) return null;
  return <AgentStatusChoice />;
}

function AgentStatusChoice() {
  const toast = useToast();
  const status = useAgentStatus();
  const update = useUpdateAgentStatus();
  const change = (value: number) =>
    update.mutate(
      { body: { agentStatus: value as Status } },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(error.message),
      },
    );
  return (
    <AgentStatusMenu
      options={OPTIONS}
      value={update.isPending ? update.variables?.body.agentStatus : status.data}
      onChange={change}
    />
  );
}
