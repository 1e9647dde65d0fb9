import styled from 'styled-components';
import { Icon } from '../../Icon/Icon.tsx';
import { emailHref, phoneHref, type MessageBubbleContact } from '../messageBubbleContent.ts';
import { theme } from '../../../theme/theme.ts';
import { messageBubbleCardFace, messageBubbleCardLink } from './messageBubbleCardFace.ts';

export interface MessageBubbleContactsProps {
  contacts: readonly MessageBubbleContact[];
}

/** A contacts message: a card per contact with their organisation, phone numbers to call and addresses to mail. */
export function MessageBubbleContacts({ contacts }: MessageBubbleContactsProps) {
  return (
    <StyledMessageBubbleContacts>
      {contacts.map((contact, index) => (
        <StyledMessageBubbleContact
          key={`${index}-${contact.name}`}
          role="group"
          aria-label={`Contact: ${contact.name}`}
        >
          <StyledMessageBubbleContactAvatar>
            <Icon name="user" size={18} />
          </StyledMessageBubbleContactAvatar>
          <StyledMessageBubbleContactText>
            <StyledMessageBubbleContactName>{contact.name}</StyledMessageBubbleContactName>
            {contact.organization ? (
              <StyledMessageBubbleContactMuted>{contact.organization}</StyledMessageBubbleContactMuted>
            ) : null}
            {contact.phones?.map((phone, i) => (
              <MessageBubbleContactLine
                key={`phone-${i}`}
                text={phone.phone}
                href={phoneHref(phone.phone)}
                type={phone.type}
              />
            ))}
            {contact.emails?.map((email, i) => (
              <MessageBubbleContactLine
                key={`email-${i}`}
                text={email.email}
                href={emailHref(email.email)}
                type={email.type}
              />
            ))}
          </StyledMessageBubbleContactText>
        </StyledMessageBubbleContact>
      ))}
    </StyledMessageBubbleContacts>
  );
}

/** A phone number or an email address: a link when it makes a safe one, with its type (work, home) beside it. */
function MessageBubbleContactLine({ text, href, type }: { text: string; href?: string; type?: string }) {
  return (
    <StyledMessageBubbleContactLine>
      {href ? <StyledMessageBubbleContactLink href={href}>{text}</StyledMessageBubbleContactLink> : <span>{text}</span>}
      {type ? <StyledMessageBubbleContactMuted>{type.toLowerCase()}</StyledMessageBubbleContactMuted> : null}
    </StyledMessageBubbleContactLine>
  );
}

const StyledMessageBubbleContacts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
`;

const StyledMessageBubbleContact = styled.div`
  ${messageBubbleCardFace}
`;

const StyledMessageBubbleContactAvatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
`;

const StyledMessageBubbleContactText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledMessageBubbleContactName = styled.strong`
  font-weight: ${theme.font.weightBold};
`;

const StyledMessageBubbleContactMuted = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.sizeSm};
`;

const StyledMessageBubbleContactLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]};
`;

const StyledMessageBubbleContactLink = styled.a`
  ${messageBubbleCardLink}
`;
