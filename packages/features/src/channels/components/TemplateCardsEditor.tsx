import { useFieldArray, useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import { TEMPLATE_LIMITS, templateLength, variableCount } from '@parley/api-client';
import { Button, IconButton, Select, TextArea, TextField, theme } from '@parley/ui';
import { TemplateButtonsEditor } from './TemplateButtonsEditor.tsx';
import { errorAt } from './editorErrors.ts';
import { StyledTemplateListError } from './templateEditor.styles.ts';
import { newCard, type EditorValues } from './templateEditorModel.ts';

/** A carousel's cards: each with its media sample, a body of up to 160 characters and one or two buttons. */
export function TemplateCardsEditor() {
  const { control, register, watch, formState } = useFormContext<EditorValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'cards' });
  const cards = watch('cards');
  const listError = errorAt(formState.errors, 'cards');
  return (
    <StyledCards>
      {fields.map((field, index) => {
        const card = cards[index];
        const label = `Card ${index + 1} `;
        return (
          <StyledCard key={field.id} aria-label={`Card ${index + 1}`}>
            <StyledCardHead>
              <h3>Card {index + 1}</h3>
              <IconButton icon="trash" label={`Remove card ${index + 1}`} onClick={() => remove(index)} />
            </StyledCardHead>
            <Select
              label={`${label}media`}
              options={[
                { value: 'IMAGE', label: 'Image' },
                { value: 'VIDEO', label: 'Video' },
              ]}
              {...register(`cards.${index}.format`)}
            />
            <TextField
              label={`${label}media sample address`}
              placeholder="https://example.com/card.jpg"
              error={errorAt(formState.errors, `cards.${index}.url`)}
              {...register(`cards.${index}.url`)}
            />
            <TextArea
              label={`${label}body`}
              hint={`${templateLength(card?.body)} / ${TEMPLATE_LIMITS.cardBody}`}
              error={errorAt(formState.errors, `cards.${index}.body`)}
              {...register(`cards.${index}.body`)}
            />
            {Array.from({ length: variableCount(card?.body) }, (_, n) => (
              <TextField
                key={n}
                label={`${label}example for {{${n + 1}}}`}
                error={errorAt(formState.errors, `cards.${index}.bodyExamples.${n}`)}
                {...register(`cards.${index}.bodyExamples.${n}`)}
              />
            ))}
            <TemplateButtonsEditor
              name={`cards.${index}.buttons`}
              max={TEMPLATE_LIMITS.carouselButtons}
              types={['QUICK_REPLY', 'URL']}
              labelPrefix={label}
            />
          </StyledCard>
        );
      })}
      {listError ? <StyledTemplateListError role="alert">{listError}</StyledTemplateListError> : null}
      {fields.length < TEMPLATE_LIMITS.carouselCardsMax ? (
        <Button variant="secondary" icon="plus" onClick={() => append(newCard())}>
          Add card
        </Button>
      ) : null}
    </StyledCards>
  );
}

const StyledCards = styled.div`
  display: grid;
  gap: ${theme.space[3]};
`;

const StyledCard = styled.section`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};

  h3 {
    margin: 0;
    font-size: ${theme.font.sizeMd};
  }
`;

const StyledCardHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;
