import { useState } from 'react';
import styled from 'styled-components';
import { CHAT_PAGE_SIZES, CHAT_STATES, ChatMessages, type ChatHistoryRow } from '@parley/api-client/contract';
import { useChatHistory, useChatThread } from '@parley/api-client/hooks';
import {
  Button,
  DateRange,
  EmptyState,
  Pager,
  SearchBox,
  Select,
  SidePanel,
  Spinner,
  StarRating,
  Table,
  formatDayMonthYearTime,
  theme,
  type DateRangeValue,
} from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { ChatThread } from '../components/ChatThread/ChatThread.tsx';

/** platform-shell §5: "Search text is emitted 500 ms after typing stops". */
const SEARCH_DEBOUNCE_MS = 500;
const PAGE = CHAT_PAGE_SIZES.history;
const STATE_OPTIONS = [
  { value: '', label: 'Closed and missed' },
  { value: String(CHAT_STATES.CLOSED), label: 'Closed' },
  { value: String(CHAT_STATES.MISSED), label: 'Missed' },
];

const stateLabel = (row: ChatHistoryRow) =>
  row.state === CHAT_STATES.MISSED ? `Missed${row.missedReason ? ` (${row.missedReason})` : ''}` : 'Closed';

/**
 * Chat history (/chat/history, platform-shell §2.2, §7.3 "Chat: … history"): the chats that ended, newest first,
 * searched by customer (name or number), state and the days they ended on; a row opens its conversation beside
 * the list to read.
 */
export function ChatHistoryScreen() {
  const [search, setSearch] = useState('');
  const [state, setState] = useState('');
  const [days, setDays] = useState<DateRangeValue>({ start: '', end: '' });
  const [from, setFrom] = useState(0);
  const [open, setOpen] = useState<ChatHistoryRow | null>(null);
  const history = useChatHistory({
    from,
    perPage: PAGE,
    ...(search ? { search } : {}),
    ...(state ? { state: Number(state) as 3 | 4 } : {}),
    ...(days.start ? { fromDate: days.start } : {}),
    ...(days.end ? { toDate: days.end } : {}),
  });
  const rows = history.data?.chats ?? [];
  const total = history.data?.total ?? 0;
  const filtered = Boolean(search || state || days.start || days.end);
  const restart =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setFrom(0);
    };

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Chat History</h1>
      </AdminPageHeader>
      <StyledFilters>
        <SearchBox
          label="Search chats by customer name or number"
          placeholder="Customer name or number"
          debounceMs={SEARCH_DEBOUNCE_MS}
          onSearch={(text) => restart(setSearch)(text.trim())}
        />
        <Select
          label="State"
          options={STATE_OPTIONS}
          value={state}
          onChange={(event) => restart(setState)(event.target.value)}
        />
        <DateRange value={days} onChange={restart(setDays)} startLabel="Ended from" endLabel="Ended until" />
      </StyledFilters>
      <LoadError query={history} />
      {history.isError ? null : history.isSuccess && total === 0 && !filtered ? (
        <EmptyState headingLevel={2} icon="chat" title={ChatMessages.noHistory} />
      ) : (
        <>
          <Table
            label="Ended chats"
            rows={rows}
            getRowId={(row) => row.chatId}
            loading={history.isFetching}
            emptyText={ChatMessages.noHistoryMatch}
            columns={[
              {
                id: 'customer',
                header: 'Customer',
                cell: (row) => (
                  <StyledLink type="button" onClick={() => setOpen(row)}>
                    {row.customerName || row.customerNumber}
                  </StyledLink>
                ),
                width: '2fr',
                minWidth: 160,
              },
              { id: 'number', header: 'Number', cell: (row) => row.customerNumber, minWidth: 150 },
              { id: 'channel', header: 'Channel', cell: (row) => row.channelName || '-', minWidth: 120 },
              { id: 'agents', header: 'Agents', cell: (row) => row.agents || '-', minWidth: 140 },
              { id: 'state', header: 'State', cell: stateLabel, minWidth: 120 },
              {
                id: 'rating',
                header: 'Rating',
                cell: (row) => (row.rating ? <StarRating value={row.rating} label="Customer rating" size={14} /> : '-'),
                minWidth: 120,
              },
              { id: 'messages', header: 'Messages', cell: (row) => String(row.messageCount), minWidth: 90 },
              {
                id: 'ended',
                header: 'Ended',
                cell: (row) => formatDayMonthYearTime(row.endedAt, '-'),
                minWidth: 170,
              },
            ]}
          />
          {total > PAGE || from > 0 ? (
            <Pager
              offset={from}
              pageSize={PAGE}
              hasMore={from + PAGE < total}
              loading={history.isFetching}
              onChange={setFrom}
            />
          ) : null}
        </>
      )}
      <SidePanel
        open={open !== null}
        title={open ? `Chat with ${open.customerName || open.customerNumber}` : ''}
        onClose={() => setOpen(null)}
        width={480}
        footer={<Button onClick={() => setOpen(null)}>Close</Button>}
      >
        {open ? <HistoryThread chat={open} /> : null}
      </SidePanel>
    </AdminPage>
  );
}

function HistoryThread({ chat }: { chat: ChatHistoryRow }) {
  const thread = useChatThread(chat.chatId);
  return (
    <StyledThread>
      <p>
        {stateLabel(chat)} · {formatDayMonthYearTime(chat.startedAt, '-')} – {formatDayMonthYearTime(chat.endedAt, '-')}
        {chat.agents ? ` · ${chat.agents}` : ''}
      </p>
      <LoadError query={thread} />
      {thread.isPending ? <Spinner label="Loading the conversation" /> : null}
      {thread.data ? <ChatThread messages={thread.data.messages} /> : null}
    </StyledThread>
  );
}

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  align-items: end;
  margin-bottom: ${theme.space[3]};
`;

const StyledLink = styled.button`
  all: unset;
  cursor: pointer;
  color: ${theme.colors.primaryHover};
  text-decoration: underline;
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

const StyledThread = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.sizeSm};
  }
`;
