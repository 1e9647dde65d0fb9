import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  ApiError,
  VENDOR_IDS,
  templateMessageContent,
  templateParts,
  variableCount,
  type Channel,
  type MessageTemplate,
  type SendMessageRequest,
} from '@parley/api-client';
import { useSendChannelMessage, useSimulatorCustomers } from '@parley/api-client/hooks';
import { Alert, Button, FormDialog, Select, TextField, theme } from '@parley/ui';
import { LibraryMediaPicker, templateMediaType } from '../../attachments/components/LibraryMediaPicker.tsx';
import { channelPaths } from '../paths.ts';

export interface SendTemplateDialogProps {
  template: MessageTemplate;
  channel: Channel | undefined;
  /** A number to start with (the simulator's open customer). */
  to?: string;
  onClose: () => void;
  /** Called with the sent message's id. */
  onSent?: (messageId: string) => void;
}

/** Which media address the library picker fills: the header's, or a carousel card's. */
type MediaTarget = { part: 'header'; format: string } | { part: 'card'; index: number; format: string };

type Values = {
  to: string;
  header: string[];
  body: string[];
  media: string;
  cards: { media: string; body: string[] }[];
};

/** The examples of the template as the starting values: a test send works with no typing at all. */
function startValues(template: MessageTemplate, to: string): Values {
  const { header, body, cards } = templateParts(template.components);
  return {
    to,
    header: [...(header?.example ?? [])],
    body: [...(body?.example ?? [])],
    media: header && header.format !== 'TEXT' ? (header.resourceUrl ?? '') : '',
    cards: (cards ?? []).map((card) => {
      const parts = templateParts(card.components);
      return { media: parts.header?.resourceUrl ?? '', body: [...(parts.body?.example ?? [])] };
    }),
  };
}

function requestOf(template: MessageTemplate, values: Values): SendMessageRequest {
  const { header, cards } = templateParts(template.components);
  return {
    to: values.to,
    template: {
      templateId: template.id,
      header: values.header,
      body: values.body,
      ...(header && header.format !== 'TEXT' ? { media: { url: values.media.trim() } } : {}),
      ...(cards ? { cards: values.cards.map((c) => ({ media: { url: c.media.trim() }, body: c.body })) } : {}),
    },
  };
}

/**
 * Send an approved template to one number: its variables prefilled with the examples, its media with the sample.
 * On a sandbox channel the number may be one of the simulator's customers, and the answer links to the simulator.
 */
export function SendTemplateDialog({ template, channel, to = '', onClose, onSent }: SendTemplateDialogProps) {
  const [values, setValues] = useState(() => startValues(template, to));
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const [picking, setPicking] = useState<MediaTarget | null>(null);
  const send = useSendChannelMessage(template.channelId);
  const sandbox = channel?.vendor === VENDOR_IDS.sandbox;
  const customers = useSimulatorCustomers(sandbox ? template.channelId : undefined);
  const { header, body, cards } = templateParts(template.components);

  const submit = () => {
    setError(undefined);
    setFieldErrors({});
    const request = requestOf(template, values);
    // The contract's own check first: the same message a send would answer, without a call.
    const local = templateMessageContent(template, request.template!);
    if (!values.to.trim()) return setFieldErrors({ to: 'This Field is Mandatory' });
    if (!local.ok) return setFieldErrors({ [local.field]: local.message });
    send.mutate(
      { params: { id: template.channelId }, body: request },
      {
        onSuccess: (answer) => {
          setSent(answer.data.customerNumber);
          onSent?.(answer.data.id);
        },
        onError: (failure) => {
          const problems = failure instanceof ApiError ? failure.errors : [];
          setFieldErrors(Object.fromEntries(problems.map((p) => [p.field.replace(/^template\./, ''), p.message])));
          setError(failure.message);
        },
      },
    );
  };

  const setAt = (part: 'header' | 'body', index: number, value: string) =>
    setValues((v) => ({ ...v, [part]: Object.assign([...v[part]], { [index]: value }) }));
  const setCardMedia = (index: number, media: string) =>
    setValues((v) => ({ ...v, cards: v.cards.map((c, j) => (j === index ? { ...c, media } : c)) }));
  const setMedia = (target: MediaTarget, address: string) =>
    target.part === 'header' ? setValues((v) => ({ ...v, media: address })) : setCardMedia(target.index, address);
  const pickingType = templateMediaType(picking?.format);

  const simulatorCustomer = customers.data?.find((c) => c.number === sent);
  return (
    <>
      <FormDialog
        title={`Send ${template.name}`}
        submitLabel={sent ? 'Send again' : 'Send'}
        onClose={onClose}
        onSubmit={submit}
        busy={send.isPending}
        error={error}
      >
        {sent ? (
          <Alert tone="info">
            Message sent to {sent}.{' '}
            {sandbox ? (
              <Link to={channelPaths.simulator(template.channelId, simulatorCustomer?.id)}>Open the simulator</Link>
            ) : null}
          </Alert>
        ) : null}
        {sandbox && customers.data?.length ? (
          <Select
            label="Simulated customer"
            placeholder="Choose a customer"
            value={customers.data.some((c) => c.number === values.to) ? values.to : ''}
            options={customers.data.map((c) => ({ value: c.number, label: `${c.name} (${c.number})` }))}
            onChange={(event) => setValues((v) => ({ ...v, to: event.target.value }))}
          />
        ) : null}
        <TextField
          label="Mobile number"
          placeholder="+919812345670"
          value={values.to}
          error={fieldErrors.to}
          onChange={(event) => setValues((v) => ({ ...v, to: event.target.value }))}
        />
        {header?.format === 'TEXT'
          ? Array.from({ length: variableCount(header.text) }, (_, n) => (
              <TextField
                key={`h${n}`}
                label={`Header {{${n + 1}}}`}
                value={values.header[n] ?? ''}
                error={fieldErrors[`header.${n}`]}
                onChange={(event) => setAt('header', n, event.target.value)}
              />
            ))
          : null}
        {header && header.format !== 'TEXT' ? (
          <StyledMediaField>
            <TextField
              label={`Header ${header.format.toLowerCase()} address`}
              value={values.media}
              error={fieldErrors.media}
              onChange={(event) => setValues((v) => ({ ...v, media: event.target.value }))}
            />
            <ChooseFromLibrary
              target={`the header ${header.format.toLowerCase()}`}
              onClick={() => setPicking({ part: 'header', format: header.format })}
            />
          </StyledMediaField>
        ) : null}
        {Array.from({ length: variableCount(body?.text) }, (_, n) => (
          <TextField
            key={`b${n}`}
            label={`Body {{${n + 1}}}`}
            value={values.body[n] ?? ''}
            error={fieldErrors[`body.${n}`]}
            onChange={(event) => setAt('body', n, event.target.value)}
          />
        ))}
        {(cards ?? []).map((card, i) => (
          <StyledCard key={i}>
            <StyledMediaField>
              <TextField
                label={`Card ${i + 1} media address`}
                value={values.cards[i]?.media ?? ''}
                error={fieldErrors[`cards.${i}.media`]}
                onChange={(event) => setCardMedia(i, event.target.value)}
              />
              <ChooseFromLibrary
                target={`card ${i + 1}`}
                onClick={() =>
                  setPicking({ part: 'card', index: i, format: templateParts(card.components).header?.format ?? '' })
                }
              />
            </StyledMediaField>
            {Array.from({ length: variableCount(templateParts(card.components).body?.text) }, (_, n) => (
              <TextField
                key={n}
                label={`Card ${i + 1} {{${n + 1}}}`}
                value={values.cards[i]?.body[n] ?? ''}
                error={fieldErrors[`cards.${i}.body.${n}`]}
                onChange={(event) =>
                  setValues((v) => ({
                    ...v,
                    cards: v.cards.map((c, j) =>
                      j === i ? { ...c, body: Object.assign([...c.body], { [n]: event.target.value }) } : c,
                    ),
                  }))
                }
              />
            ))}
          </StyledCard>
        ))}
      </FormDialog>
      {/* Beside the form, not inside it: the picker is a dialog of its own, and its events stay out of the form. */}
      {picking && pickingType ? (
        <LibraryMediaPicker
          mediaType={pickingType}
          onClose={() => setPicking(null)}
          onChoose={(address) => {
            setMedia(picking, address);
            setPicking(null);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Opens the library for one media field. A library file's address carries a download access id, which lasts
 * minutes and opens the file only through this console: good for the sandbox channel, not for a provider that
 * fetches media from the internet.
 */
function ChooseFromLibrary({ target, onClick }: { target: string; onClick: () => void }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      icon="file"
      aria-label={`Choose from library for ${target}`}
      onClick={onClick}
    >
      Choose from library
    </Button>
  );
}

/** The address and its library button; the button goes under the field when the row is narrow. */
const StyledMediaField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
  & > :first-child {
    flex: 1 1 220px;
    min-width: 0;
  }
`;

const StyledCard = styled.fieldset`
  display: grid;
  gap: ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space[3]};
`;
