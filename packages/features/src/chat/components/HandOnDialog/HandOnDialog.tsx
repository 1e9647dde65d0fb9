import { useState } from 'react';
import styled from 'styled-components';
import { AGENT_STATUS_LABELS, ChatMessages } from '@parley/api-client/contract';
import { useChatAgents, useInviteToChat, useTransferChat } from '@parley/api-client/hooks';
import { Button, Checkbox, Modal, Spinner, theme, useToast } from '@parley/ui';
import { useSession } from '../../../auth/session/SessionProvider.tsx';

export type HandOnKind = 'transfer' | 'invite';

export interface HandOnDialogProps {
  kind: HandOnKind;
  chatId: string;
  /** Who the chat is with, for the title. */
  customer: string;
  onClose: () => void;
}

const WORDS = {
  transfer: {
    title: 'Transfer chat with',
    action: 'Transfer',
    hint: 'The first agent who accepts takes the chat over.',
  },
  invite: { title: 'Invite agents to the chat with', action: 'Invite', hint: 'Each agent who accepts joins the chat.' },
} as const;

/**
 * Choosing the agents a chat is transferred to or shared with: the enterprise's other agents, with how available
 * and how busy each is; online ones first.
 */
export function HandOnDialog({ kind, chatId, customer, onClose }: HandOnDialogProps) {
  const toast = useToast();
  const { profile } = useSession();
  const agents = useChatAgents();
  const transfer = useTransferChat();
  const invite = useInviteToChat();
  const [chosen, setChosen] = useState<string[]>([]);
  const words = WORDS[kind];
  const others = (agents.data?.users ?? [])
    .filter((agent) => agent.uId !== profile?.uId)
    .sort((a, b) => Number(b.agentStatus === 1) - Number(a.agentStatus === 1));
  const pending = transfer.isPending || invite.isPending;

  const submit = () => {
    if (chosen.length === 0) return toast.error(ChatMessages.agentsRequired);
    const mutation = kind === 'transfer' ? transfer : invite;
    mutation.mutate(
      { params: { id: chatId }, body: { agentIds: chosen } },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const toggle = (uId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, uId] : current.filter((id) => id !== uId)));

  return (
    <Modal
      open
      title={`${words.title} ${customer}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={pending}>
            {words.action}
          </Button>
        </>
      }
    >
      <StyledHint>{words.hint}</StyledHint>
      {agents.isPending ? <Spinner label="Loading agents" /> : null}
      {agents.isSuccess && others.length === 0 ? <p>No other agents handle chats.</p> : null}
      <StyledAgents aria-label="Agents">
        {others.map((agent) => (
          <li key={agent.uId}>
            <Checkbox
              label={agent.name}
              checked={chosen.includes(agent.uId)}
              onChange={(event) => toggle(agent.uId, event.target.checked)}
            />
            <StyledMuted>
              {AGENT_STATUS_LABELS[agent.agentStatus]} · {agent.activeChats} active
              {agent.departments.length ? ` · ${agent.departments.join(', ')}` : ''}
            </StyledMuted>
          </li>
        ))}
      </StyledAgents>
    </Modal>
  );
}

const StyledHint = styled.p`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.colors.textMuted};
`;

const StyledAgents = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[2]};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space[3]};
    flex-wrap: wrap;
  }
`;

const StyledMuted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;
