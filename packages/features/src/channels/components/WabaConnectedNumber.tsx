import styled from 'styled-components';
import { whatsappWebhookPath, type Channel } from '@parley/api-client';
import { Alert, Button, theme } from '@parley/ui';
import { ConsoleLink } from '../../provider/basePath.tsx';
import { channelPaths } from '../paths.ts';
import { ChannelWebhookInstructions } from './ChannelWebhookInstructions.tsx';

export interface WabaConnectedNumberProps {
  channel: Channel;
  onConnectAnother: () => void;
}

/**
 * A number just connected: the channel exists, but Meta sends it nothing until its webhook is entered in the
 * app dashboard, so the address and the steps come first, then the way to the channel's details.
 */
export function WabaConnectedNumber({ channel, onConnectAnother }: WabaConnectedNumberProps) {
  return (
    <StyledConnected>
      <Alert tone="info">
        {channel.name} is connected. One step is left: enter its webhook in Meta&apos;s app dashboard so replies and
        delivery statuses reach the console.
      </Alert>
      <ChannelWebhookInstructions
        webhookPath={whatsappWebhookPath(channel.id)}
        verifyTokenHint={channel.data.verifyToken}
      />
      <StyledLinks>
        <ConsoleLink to={channelPaths.details(channel.id)}>Open the details of {channel.name}</ConsoleLink>
        <Button variant="secondary" onClick={onConnectAnother}>
          Connect another number
        </Button>
      </StyledLinks>
    </StyledConnected>
  );
}

const StyledConnected = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 720px;
  min-width: 0;
`;

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`;
