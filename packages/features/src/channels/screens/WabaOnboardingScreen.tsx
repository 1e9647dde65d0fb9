import { useState } from 'react';
import styled from 'styled-components';
import type { Channel } from '@parley/api-client';
import { theme } from '@parley/ui';
import { AdminPage, AdminPageHeader } from '../../accounts/components/AdminPage.tsx';
import { WabaConnectForm } from '../components/WabaConnectForm.tsx';
import { WabaConnectedNumber } from '../components/WabaConnectedNumber.tsx';

/**
 * Waba Onboarding (/admin/whatsapp-onboarding): connect a WhatsApp Business number on Meta's Cloud API. The
 * credentials are tested before the number can be connected; once connected, the page shows the webhook to
 * enter at Meta and the way to the new channel.
 */
export function WabaOnboardingScreen() {
  const [connected, setConnected] = useState<Channel | null>(null);
  return (
    <AdminPage>
      <AdminPageHeader>
        <h1>Waba Onboarding</h1>
      </AdminPageHeader>
      <StyledIntro>
        Connect a WhatsApp Business number from Meta&apos;s Cloud API. You find its phone number id, WhatsApp Business
        Account id and access token under WhatsApp › API Setup in Meta&apos;s app dashboard, and the app secret under
        App settings › Basic. The verify token is a phrase you choose and enter at Meta too.
      </StyledIntro>
      {connected ? (
        <WabaConnectedNumber channel={connected} onConnectAnother={() => setConnected(null)} />
      ) : (
        <WabaConnectForm onConnected={setConnected} />
      )}
    </AdminPage>
  );
}

const StyledIntro = styled.p`
  margin: 0;
  max-width: 720px;
  color: ${theme.colors.textMuted};
`;
