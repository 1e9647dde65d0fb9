import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { BUTTON_TYPES, TEMPLATE_LIMITS, templateLength, type ButtonType } from '@parley/api-client';
import { Button, IconButton, Select, TextField, theme } from '@parley/ui';
import { errorAt } from './editorErrors.ts';
import { StyledTemplateListError } from './templateEditor.styles.ts';
import { newButton, type EditorButton, type EditorValues } from './templateEditorModel.ts';

export interface TemplateButtonsEditorProps {
  /** `buttons` of the template, or `cards.<i>.buttons` of a carousel card. */
  name: 'buttons' | `cards.${number}.buttons`;
  /** Most buttons this list takes (2 for a card, 10 for a template). */
  max: number;
  /** Kinds offered: a card's and an offer's are narrower. */
  types?: readonly ButtonType[];
  /** A label prefix, so a card's fields are told apart: "Card 2 button 1 text". */
  labelPrefix?: string;
}

const BUTTON_LABELS: Record<ButtonType, string> = {
  QUICK_REPLY: 'Quick reply',
  URL: 'Visit website',
  PHONE_NUMBER: 'Call phone number',
  COPY_CODE: 'Copy offer code',
};

/** A template's (or a card's) buttons: kind, text with its counter, and the kind's own input. */
export function TemplateButtonsEditor({
  name,
  max,
  types = BUTTON_TYPES,
  labelPrefix = '',
}: TemplateButtonsEditorProps) {
  const { control, register, watch, formState } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: name as 'buttons' });
  const buttons = (watch(name as 'buttons') ?? []) as EditorButton[];
  const listError = errorAt(formState.errors, name);
  return (
    <StyledButtons role="group" aria-label={`${labelPrefix}Buttons`}>
      {fields.map((field, index) => {
        const button = buttons[index];
        const path = `${name}.${index}` as const;
        const limit =
          button?.type === 'QUICK_REPLY' ? TEMPLATE_LIMITS.quickButtonText : TEMPLATE_LIMITS.actionButtonText;
        const label = `${labelPrefix}Button ${index + 1}`;
        return (
          <StyledButtonRow key={field.id}>
            <Select
              label={`${label} kind`}
              options={types.map((t) => ({ value: t, label: BUTTON_LABELS[t] }))}
              {...register(`${path}.type` as 'buttons.0.type')}
            />
            <TextField
              label={`${label} text`}
              hint={`${templateLength(button?.text)} / ${limit}`}
              error={errorAt(formState.errors, `${path}.text`)}
              {...register(`${path}.text` as 'buttons.0.text')}
            />
            {button?.type === 'URL' ? (
              <>
                <TextField
                  label={`${label} web address`}
                  placeholder="https://example.com/track/{{1}}"
                  error={errorAt(formState.errors, `${path}.url`)}
                  {...register(`${path}.url` as 'buttons.0.url')}
                />
                {/\{\{\s*1\s*\}\}/.test(button.url) ? (
                  <TextField
                    label={`${label} example for {{1}}`}
                    error={errorAt(formState.errors, `${path}.example`)}
                    {...register(`${path}.example` as 'buttons.0.example')}
                  />
                ) : null}
              </>
            ) : null}
            {button?.type === 'PHONE_NUMBER' ? (
              <TextField
                label={`${label} phone number`}
                placeholder="+14155550123"
                error={errorAt(formState.errors, `${path}.phone`)}
                {...register(`${path}.phone` as 'buttons.0.phone')}
              />
            ) : null}
            {button?.type === 'COPY_CODE' ? (
              <TextField
                label={`${label} offer code`}
                hint={`${templateLength(button.example)} / ${TEMPLATE_LIMITS.copyCode}`}
                error={errorAt(formState.errors, `${path}.example`)}
                {...register(`${path}.example` as 'buttons.0.example')}
              />
            ) : null}
            <IconButton icon="trash" label={`Remove ${label.toLowerCase()}`} onClick={() => remove(index)} />
          </StyledButtonRow>
        );
      })}
      {listError ? <StyledTemplateListError role="alert">{listError}</StyledTemplateListError> : null}
      {fields.length < max ? (
        <Button variant="secondary" size="sm" onClick={() => append(newButton(types[0]!))}>
          Add {labelPrefix ? `${labelPrefix.toLowerCase()}button` : 'button'}
        </Button>
      ) : null}
    </StyledButtons>
  );
}

const StyledButtons = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledButtonRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)) auto;
  gap: ${theme.space[2]};
  align-items: start;
`;
