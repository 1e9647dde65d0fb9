import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { VENDOR_IDS, type ChannelMessage, type MessageTemplate, type SimulatorReplyRequest } from '@parley/api-client';
import {
  useChannelById,
  useCreateSimulatorCustomer,
  useMarkSimulatorRead,
  useReplyAsSimulatorCustomer,
  useSimulatorConversation,
  useSimulatorCustomers,
  useTemplates,
} from '@parley/api-client/hooks';
import {
  Alert,
  Button,
  FormDialog,
  PhoneSimulator,
  Select,
  Spinner,
  TextField,
  formatShortDayMonthYearTime,
  theme,
  useToast,
} from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { errorText } from '../../accounts/components/errorText.ts';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { SendTemplateDialog } from '../components/SendTemplateDialog.tsx';
import { SimulatorCustomerList } from '../components/SimulatorCustomerList.tsx';
import { channelPaths } from '../paths.ts';

/** Approved templates the operator can send from here; a channel has few. */
const TEMPLATE_PICKER_SIZE = 200;

/**
 * The sandbox channel's customer simulator: a phone per virtual customer showing what they received (templates
 * rendered, media, carousels, buttons) with the delivery ticks moving, where the operator replies as the customer
 * or taps a quick reply, and sends an approved template to them.
 */
export function SimulatorScreen() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const channel = useChannelById(id);
  const customers = useSimulatorCustomers(channel.data?.vendor === VENDOR_IDS.sandbox ? id : undefined);
  const selectedId = search.get('customer') ?? customers.data?.[0]?.id;
  const select = (customerId: string) => setSearch({ customer: customerId }, { replace: true });
  const [adding, setAdding] = useState(false);

  if (channel.isPending) return <Spinner label="Loading channel" />;
  if (!channel.data) return <LoadError query={channel} />;
  if (channel.data.vendor !== VENDOR_IDS.sandbox)
    return (
      <AdminPage>
        <Alert tone="info">
          The simulator belongs to sandbox channels; {channel.data.name} sends through its provider.
        </Alert>
      </AdminPage>
    );

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Customer simulator · {channel.data.name}</h1>
        <StyledToolbar>
          <Button variant="secondary" icon="plus" onClick={() => setAdding(true)}>
            Add customer
          </Button>
          <Link to={channelPaths.details(id)}>Channel details</Link>
        </StyledToolbar>
      </AdminPageHeader>
      <LoadError query={customers} />
      <StyledLayout>
        <SimulatorCustomerList customers={customers.data ?? []} selectedId={selectedId} onSelect={select} />
        {selectedId ? <CustomerPhone channelId={id} customerId={selectedId} channel={channel.data} /> : null}
      </StyledLayout>
      {adding ? <AddCustomerDialog channelId={id} onClose={() => setAdding(false)} onAdded={select} /> : null}
    </AdminPage>
  );
}

function CustomerPhone({
  channelId,
  customerId,
  channel,
}: {
  channelId: string;
  customerId: string;
  channel: NonNullable<ReturnType<typeof useChannelById>['data']>;
}) {
  const toast = useToast();
  const conversation = useSimulatorConversation(channelId, customerId);
  const reply = useReplyAsSimulatorCustomer(channelId);
  const markRead = useMarkSimulatorRead(channelId);
  const templates = useTemplates({ channelId, status: 'APPROVED', perPage: TEMPLATE_PICKER_SIZE });
  const [sending, setSending] = useState<MessageTemplate | null>(null);
  const [templateId, setTemplateId] = useState('');
  const messages = conversation.data?.messages ?? [];

  // The customer has the conversation open: what reached the phone is read, as the real app reports it.
  const unread = messages.some((m) => m.direction === 'out' && m.currentDeliveryStatus === 'delivered');
  const { mutate: mark, isPending: marking } = markRead;
  useEffect(() => {
    if (unread && !marking) mark({ params: { id: channelId, customerId } });
  }, [unread, marking, mark, channelId, customerId]);

  const send = (body: SimulatorReplyRequest) =>
    reply.mutate(
      { params: { id: channelId, customerId }, body },
      { onError: (error) => toast.error(errorText(error)) },
    );

  const customer = conversation.data?.customer;
  const approved = templates.data?.templates ?? [];
  return (
    <StyledPhoneColumn>
      <LoadError query={conversation} />
      <PhoneSimulator
        contactName={customer?.name ?? ''}
        contactNumber={customer?.number ?? ''}
        sending={reply.isPending}
        emptyText="No messages yet. Send a template to start."
        messages={messages.map((m) => ({
          id: m.id,
          direction: m.direction,
          content: m.content,
          status: m.direction === 'out' ? m.currentDeliveryStatus : undefined,
          time: formatShortDayMonthYearTime(m.createdAt),
          errorText: m.channelErrorDesc ? `${m.channelErrorDesc} (${m.channelErrorCode})` : undefined,
        }))}
        onSend={(text) => send({ text })}
        onButtonClick={(messageId, button) =>
          send({
            button: {
              text: button.text,
              payload: button.payload,
              kind: tapKind(
                button.type,
                messages.find((m) => m.id === messageId),
              ),
            },
            replyTo: messageId,
          })
        }
      />
      <StyledSendTemplate
        onSubmit={(event) => {
          event.preventDefault();
          const template = approved.find((t) => t.id === templateId);
          if (template) setSending(template);
        }}
        aria-label="Send a template"
      >
        <Select
          label="Approved template"
          placeholder={approved.length ? 'Choose a template' : 'No approved templates'}
          value={templateId}
          options={approved.map((t) => ({ value: t.id, label: `${t.name} (${t.language})` }))}
          onChange={(event) => setTemplateId(event.target.value)}
        />
        <Button type="submit" icon="send" disabled={!templateId}>
          Send template
        </Button>
      </StyledSendTemplate>
      {sending && customer ? (
        <SendTemplateDialog
          template={sending}
          channel={channel}
          to={customer.number}
          onClose={() => setSending(null)}
        />
      ) : null}
    </StyledPhoneColumn>
  );
}

type TapKind = NonNullable<NonNullable<SimulatorReplyRequest['button']>['kind']>;

/**
 * What a tap answers, as the webhook reports it: a row of a list, a reply button of an interactive message, or a
 * template's quick reply.
 */
function tapKind(buttonType: string, message: ChannelMessage | undefined): TapKind {
  if (buttonType === 'list_reply') return 'list_reply';
  return message?.kind === 'interactive' ? 'button_reply' : 'quick_reply';
}

function AddCustomerDialog({
  channelId,
  onClose,
  onAdded,
}: {
  channelId: string;
  onClose: () => void;
  onAdded: (customerId: string) => void;
}) {
  const [values, setValues] = useState({ name: '', number: '' });
  const [error, setError] = useState<string>();
  const create = useCreateSimulatorCustomer(channelId);
  return (
    <FormDialog
      title="Add simulated customer"
      onClose={onClose}
      busy={create.isPending}
      error={error}
      onSubmit={() =>
        create.mutate(
          { params: { id: channelId }, body: values },
          {
            onSuccess: (answer) => {
              onAdded(answer.data.id);
              onClose();
            },
            onError: (failure) => setError(errorText(failure)),
          },
        )
      }
    >
      <TextField
        label="Name"
        value={values.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <TextField
        label="Mobile number"
        placeholder="+14155550123"
        value={values.number}
        onChange={(e) => setValues((v) => ({ ...v, number: e.target.value }))}
      />
    </FormDialog>
  );
}

const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(200px, 280px) minmax(0, 420px);
  gap: ${theme.space[4]};
  align-items: start;

  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPhoneColumn = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const StyledSendTemplate = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: end;
`;
