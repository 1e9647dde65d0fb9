import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import {
  ChannelPermissions,
  VENDOR_IDS,
  hasAnyPermission,
  secretKeys,
  vendorById,
  type ChannelDetails,
} from '@parley/api-client';
import { useChannelDetails } from '@parley/api-client/hooks';
import { Button, Spinner, formatDayMonthYearTime, theme } from '@parley/ui';
import { useSession } from '../../auth/session/SessionProvider.tsx';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { LoadError } from '../../accounts/components/LoadError.tsx';
import { useConsoleNavigate } from '../../provider/basePath.tsx';
import { ChannelDepartmentName, useMayListDepartments } from '../components/ChannelDepartment.tsx';
import { vendorFieldsFor } from '../components/ChannelFormModel.ts';
import { ChannelPropertyList, type ChannelProperty } from '../components/ChannelPropertyList.tsx';
import { ChannelRecentMessages } from '../components/ChannelRecentMessages.tsx';
import { ChannelSecretText } from '../components/ChannelSecretText.tsx';
import { ChannelWebchatSnippet } from '../components/ChannelWebchatSnippet.tsx';
import { ChannelWebhookInstructions } from '../components/ChannelWebhookInstructions.tsx';
import { channelPaths } from '../paths.ts';

/**
 * A channel's details (/admin/channels/:id/details): what it is, its vendor settings (secrets only masked), its
 * traffic, for a Cloud API number the webhook to enter at Meta, for web chat the code to put on the website, and its
 * latest messages.
 */
export function ChannelDetailsScreen() {
  const { id } = useParams();
  const details = useChannelDetails(id);
  const navigate = useConsoleNavigate();
  const backButton = (
    <Button variant="secondary" icon="chevronLeft" onClick={() => navigate(channelPaths.list)}>
      Back to channels
    </Button>
  );
  if (details.isError)
    return (
      <AdminPage>
        <AdminPageHeader>
          <h1>Channel details</h1>
          {backButton}
        </AdminPageHeader>
        <LoadError query={details} />
      </AdminPage>
    );
  if (!details.data) return <Spinner label="Loading channel" />;
  return <ChannelDetailsView channel={details.data} backButton={backButton} />;
}

function ChannelDetailsView({ channel, backButton }: { channel: ChannelDetails; backButton: ReactNode }) {
  const { permissions } = useSession();
  const canEdit = hasAnyPermission(permissions, ChannelPermissions.edit);
  const canSimulate = hasAnyPermission(permissions, ChannelPermissions.simulator);
  const canReadMessages = hasAnyPermission(permissions, ChannelPermissions.messages);
  const navigate = useConsoleNavigate();
  const mayListDepartments = useMayListDepartments();
  const vendor = vendorById(channel.vendor);
  const sandbox = channel.vendor === VENDOR_IDS.sandbox;
  const webChat = channel.vendor === VENDOR_IDS.webChat;
  const department = !channel.deptId ? (
    'None'
  ) : mayListDepartments ? (
    <ChannelDepartmentName deptId={channel.deptId} />
  ) : (
    channel.deptId
  );

  const about: ChannelProperty[] = [
    { label: 'Type', value: channel.typeName },
    { label: 'Vendor', value: channel.vendorName },
    { label: 'Department', value: department },
    { label: 'Contact number', value: channel.contactId || '-' },
    { label: 'Updated', value: formatDayMonthYearTime(channel.updatedAt, '-') },
  ];
  const secrets = new Set(vendor ? secretKeys(vendor) : []);
  const settings: ChannelProperty[] = (vendor ? vendorFieldsFor(vendor, channel.type) : []).map((field) => {
    const value = channel.data[field.key];
    if (!value) return { label: field.label, value: 'Not set' };
    return { label: field.label, value: secrets.has(field.key) ? <ChannelSecretText masked={value} /> : value };
  });
  const traffic: ChannelProperty[] = [
    { label: 'Templates', value: channel.templates },
    { label: 'Messages sent', value: channel.messagesSent },
    { label: 'Messages received', value: channel.messagesReceived },
    { label: 'Last inbound message', value: formatDayMonthYearTime(channel.lastInboundAt, 'None yet') },
  ];

  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>{channel.name}</h1>
        <StyledActions>
          {canEdit ? (
            <Button icon="edit" onClick={() => navigate(channelPaths.edit(channel.id))}>
              Edit
            </Button>
          ) : null}
          {sandbox && canSimulate ? (
            <Button variant="secondary" icon="chat" onClick={() => navigate(channelPaths.simulator(channel.id))}>
              Open simulator
            </Button>
          ) : null}
          {backButton}
        </StyledActions>
      </AdminPageHeader>
      <StyledCard>
        <StyledHeading>Channel</StyledHeading>
        <ChannelPropertyList properties={about} />
      </StyledCard>
      {settings.length > 0 ? (
        <StyledCard>
          <StyledHeading>{channel.vendorName} settings</StyledHeading>
          {vendor && (sandbox || webChat) ? <StyledNote>{vendor.description}</StyledNote> : null}
          <ChannelPropertyList properties={settings} />
        </StyledCard>
      ) : null}
      <StyledCard>
        <StyledHeading>Traffic</StyledHeading>
        <ChannelPropertyList properties={traffic} />
      </StyledCard>
      {channel.webhookPath ? (
        <StyledCard>
          <ChannelWebhookInstructions webhookPath={channel.webhookPath} verifyTokenHint={channel.data.verifyToken} />
        </StyledCard>
      ) : null}
      {webChat ? (
        <StyledCard>
          <ChannelWebchatSnippet channelId={channel.id} />
        </StyledCard>
      ) : null}
      {canReadMessages ? (
        <StyledCard>
          <ChannelRecentMessages channelId={channel.id} />
        </StyledCard>
      ) : null}
    </AdminPage>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const StyledCard = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
`;

const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${theme.font.sizeLg};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
