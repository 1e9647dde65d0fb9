import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  useCannedReplies,
  useChatCustomerProfile,
  useChatSummary,
  useChatThread,
  useCloseChat,
  useLeaveChat,
  usePinChat,
  useResumeChat,
  useUpdateChatTags,
  useSendChatMessage,
  useSuspendChat,
} from '@parley/api-client/hooks';
import {
  CHAT_STATES,
  CHAT_TAGS_MAX,
  ChatMessages,
  cannedRepliesFor,
  normaliseChatTags,
  type ChatSummaryRow,
} from '@parley/api-client/contract';
import { Alert, Button, EmptyState, Modal, Spinner, TextArea, TextField, theme, useToast } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { BroadcastForm } from '../../broadcasts/components/BroadcastForm/index.ts';
import { ChatList } from '../components/ChatList/ChatList.tsx';
import { ChatThread } from '../components/ChatThread/ChatThread.tsx';
import { CustomerProfileCard } from '../components/CustomerProfileCard/CustomerProfileCard.tsx';
import { useCustomerTyping, useTellTyping } from '../components/ChatNotifications/liveTyping.ts';
import { HandOnDialog, type HandOnKind } from '../components/HandOnDialog/HandOnDialog.tsx';

/**
 * The conversation screen (platform-shell §2.2 chat/conversation): the agent's chats, the chosen one's thread with
 * who wrote each message, a reply box, and suspend, resume, transfer, invite, leave and close. Outside the 24-hour window a reply fails
 * with the re-engagement error and the chat offers a template instead (isJITRequired, platform-shell §4.3).
 */
export function ConversationScreen() {
  const summary = useChatSummary();
  const chats = summary.data?.chats ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chats.find((c) => c.chatId === chosen) ?? chats[0] ?? null;

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Conversations</h1>
      </AdminPageHeader>
      {summary.isLoading ? (
        <Spinner label="Loading chats" />
      ) : chats.length === 0 ? (
        <EmptyState
          icon="chat"
          title="No chats yet"
          description="Chats you pick up from the notifications appear here."
          headingLevel={2}
        />
      ) : (
        <StyledLayout>
          <ChatList chats={chats} selectedId={selected?.chatId ?? null} onSelect={setChosen} />
          {selected ? <ChatPane key={selected.chatId} chat={selected} /> : null}
        </StyledLayout>
      )}
    </AdminPage>
  );
}

function ChatPane({ chat }: { chat: ChatSummaryRow }) {
  const toast = useToast();
  const thread = useChatThread(chat.chatId);
  const profile = useChatCustomerProfile(chat.chatId);
  const canned = useCannedReplies();
  const send = useSendChatMessage();
  const close = useCloseChat();
  const suspend = useSuspendChat();
  const resume = useResumeChat();
  const leave = useLeaveChat();
  const pin = usePinChat();
  const saveTags = useUpdateChatTags();
  const [tagsOpen, setTagsOpen] = useState(false);
  const [tagsText, setTagsText] = useState('');
  const [text, setText] = useState('');
  const [handingOn, setHandingOn] = useState<HandOnKind | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  const suspended = chat.state === CHAT_STATES.SUSPEND;
  const who = chat.customerName || chat.customerNumber;
  const customerTyping = useCustomerTyping(chat.chatId);
  const suggestions = cannedRepliesFor(canned.data?.replies ?? [], text).slice(0, 8);
  const tellTyping = useTellTyping(chat.chatId);

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) toast.success(done);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return toast.error(ChatMessages.replyRequired);
    void act(async () => {
      await send.mutateAsync({ params: { id: chat.chatId }, body: { text } });
      setText('');
    });
  };

  return (
    <StyledPane aria-label={`Chat with ${who}`}>
      <StyledPaneHeader>
        <div>
          <h2>{who}</h2>
          {chat.customerName ? <StyledMuted>{chat.customerNumber}</StyledMuted> : null}
        </div>
        <StyledActions>
          <Button
            variant="secondary"
            icon="star"
            loading={pin.isPending}
            onClick={() =>
              void act(async () => {
                const answer = await pin.mutateAsync({ params: { id: chat.chatId }, body: { pinned: !chat.pinned } });
                toast.success(answer.message);
              })
            }
          >
            {chat.pinned ? 'Unpin' : 'Pin'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setTagsText(chat.tags.join(', '));
              setTagsOpen(true);
            }}
          >
            Tags
          </Button>
          {suspended ? (
            <Button
              variant="secondary"
              loading={resume.isPending}
              onClick={() => void act(() => resume.mutateAsync({ params: { id: chat.chatId } }))}
            >
              Resume
            </Button>
          ) : (
            <Button
              variant="secondary"
              loading={suspend.isPending}
              onClick={() => void act(() => suspend.mutateAsync({ params: { id: chat.chatId } }))}
            >
              Suspend
            </Button>
          )}
          <Button variant="secondary" onClick={() => setHandingOn('transfer')}>
            Transfer
          </Button>
          <Button variant="secondary" onClick={() => setHandingOn('invite')}>
            Invite
          </Button>
          <Button
            variant="secondary"
            loading={leave.isPending}
            onClick={() =>
              leave.mutate(
                { params: { id: chat.chatId } },
                {
                  // platform-shell §8: "You left the chat!" (shown as an error).
                  onSuccess: (answer) => toast.error(answer.message),
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            Leave
          </Button>
          <Button
            variant="danger"
            loading={close.isPending}
            onClick={() => void act(() => close.mutateAsync({ params: { id: chat.chatId } }), 'Chat closed')}
          >
            Close chat
          </Button>
        </StyledActions>
      </StyledPaneHeader>
      {chat.tags.length ? <StyledMuted>Tags: {chat.tags.join(', ')}</StyledMuted> : null}
      <CustomerProfileCard profile={profile.data} failed={profile.isError} />
      {thread.isLoading ? <Spinner label="Loading messages" /> : <ChatThread messages={thread.data?.messages ?? []} />}
      <StyledTyping role="status" aria-label="Customer activity">
        {customerTyping ? `${who} is typing…` : ''}
      </StyledTyping>
      {chat.isJITRequired ? (
        <Alert tone="info">
          {ChatMessages.windowClosed}.{' '}
          <Button size="sm" variant="secondary" onClick={() => setTemplateOpen(true)}>
            Send a template
          </Button>
        </Alert>
      ) : null}
      {suggestions.length ? (
        <StyledSuggestions aria-label="Canned replies">
          {suggestions.map((reply) => (
            <li key={reply.id}>
              <Button variant="secondary" size="sm" onClick={() => setText(reply.text)}>
                {`/${reply.shortcut}`}
              </Button>
              <span>{reply.text}</span>
            </li>
          ))}
        </StyledSuggestions>
      ) : null}
      <StyledReply onSubmit={submit}>
        <TextArea
          label="Reply"
          rows={2}
          value={text}
          disabled={suspended}
          onChange={(event) => {
            setText(event.target.value);
            tellTyping();
          }}
        />
        <Button type="submit" icon="send" loading={send.isPending} disabled={suspended}>
          Send
        </Button>
      </StyledReply>
      {handingOn ? (
        <HandOnDialog kind={handingOn} chatId={chat.chatId} customer={who} onClose={() => setHandingOn(null)} />
      ) : null}
      <Modal open={tagsOpen} title="Chat tags" width={480} onClose={() => setTagsOpen(false)}>
        <StyledTagsForm
          onSubmit={(event) => {
            event.preventDefault();
            void act(async () => {
              const tags = normaliseChatTags(tagsText.split(','));
              const answer = await saveTags.mutateAsync({ params: { id: chat.chatId }, body: { tags } });
              toast.success(answer.message);
              setTagsOpen(false);
            });
          }}
        >
          <TextField
            label="Tags"
            hint={`Comma separated, at most ${CHAT_TAGS_MAX}`}
            value={tagsText}
            onChange={(event) => setTagsText(event.target.value)}
          />
          <div>
            <Button type="submit" loading={saveTags.isPending}>
              Save tags
            </Button>
          </div>
        </StyledTagsForm>
      </Modal>
      <Modal open={templateOpen} title="Send a template" width={720} onClose={() => setTemplateOpen(false)}>
        <BroadcastForm
          mode="chat"
          lockedChannelId={chat.channelId}
          lockedNumber={chat.customerNumber}
          resourceId={chat.chatId}
          onClose={() => setTemplateOpen(false)}
        />
      </Modal>
    </StyledPane>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 320px) 1fr;
  gap: ${theme.space[4]};
  align-items: start;
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const StyledPane = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const StyledPaneHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  flex-wrap: wrap;
  h2 {
    margin: 0;
    font-size: ${theme.font.sizeLg};
  }
`;

const StyledMuted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const StyledSuggestions = styled.ul`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: center;
  }
  span {
    color: ${theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledTagsForm = styled.form`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledTyping = styled.p`
  margin: 0;
  min-height: 1.2em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledReply = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]};
  align-items: end;
`;
