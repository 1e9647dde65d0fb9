import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { VariableMapper, type VariableMapperProps } from './VariableMapper.tsx';
import { cardMappingError, type VariableMapping } from './variableMapping.ts';
import { expectVisual } from '../../internal/visual.ts';

const columns = [
  { value: 'name', label: 'name' },
  { value: 'phoneNumber', label: 'phoneNumber' },
  { value: 'orderId', label: 'orderId' },
];

const mappings: VariableMapping[] = [
  { variable: '{{1}}', type: 'column', value: 'name' },
  { variable: '{{2}}', type: 'static', value: '' },
  { variable: '{{3}}', type: 'static', value: '', required: false },
  { variable: '{{url}}', type: 'static', value: '', isUrl: true },
];

function Demo(props: VariableMapperProps) {
  const [rows, setRows] = useState(props.mappings);
  return (
    <div style={{ maxWidth: 560 }}>
      <VariableMapper
        {...props}
        mappings={rows}
        onChange={(next) => {
          props.onChange(next);
          setRows(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Broadcast/VariableMapper',
  component: VariableMapper,
  tags: ['autodocs'],
  args: { label: 'Body variables', mappings, columns, onChange: fn() },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof VariableMapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Body variables' }));
    await expect(group.getByRole('combobox', { name: 'Value for {{1}}' })).toHaveValue('name');
    const typeOf2 = group.getByRole('combobox', { name: 'Mapping type for {{2}}' });
    await expect(
      within(typeOf2)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Assign Constant Value', 'Map Column Value']);
    // URL variables also offer Expression.
    const typeOfUrl = group.getByRole('combobox', { name: 'Mapping type for {{url}}' });
    await expect(within(typeOfUrl).getByRole('option', { name: 'Expression' })).toBeInTheDocument();
    await userEvent.selectOptions(typeOfUrl, 'expression');
    await userEvent.type(group.getByRole('textbox', { name: 'Value for {{url}}' }), 'orderId');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.arrayContaining([{ variable: '{{url}}', type: 'expression', value: 'orderId', isUrl: true }]),
    );
    await userEvent.selectOptions(typeOf2, 'column');
    await userEvent.selectOptions(group.getByRole('combobox', { name: 'Value for {{2}}' }), 'orderId');
    await expect(group.getByRole('combobox', { name: 'Value for {{2}}' })).toHaveValue('orderId');
  },
};

export const RequiredErrors: Story = {
  args: { showErrors: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement);
    // {{2}} and {{url}} are required and empty; {{3}} is not required.
    await expect(group.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This Field is Mandatory',
      'This Field is Mandatory',
    ]);
    await expect(group.getByRole('textbox', { name: 'Value for {{3}}' })).not.toHaveAttribute('aria-invalid', 'true');
    await expectVisual(canvasElement, 'variable-mapper-required-errors');
  },
};

function Cards() {
  const [cards, setCards] = useState<VariableMapping[][]>([
    [{ variable: '{{1}}', type: 'static', value: 'Dresses' }],
    [{ variable: '{{1}}', type: 'static', value: '' }],
  ]);
  const [submitted, setSubmitted] = useState(false);
  const error = submitted ? cardMappingError(cards) : null;
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      {cards.map((card, index) => (
        <VariableMapper
          key={index}
          label={`Card ${index + 1} variables`}
          mappings={card}
          columns={columns}
          showErrors={submitted}
          onChange={(next) => setCards((all) => all.map((item, at) => (at === index ? next : item)))}
        />
      ))}
      {error ? <p role="status">{error}</p> : null}
      <Button onClick={() => setSubmitted(true)}>Save</Button>
    </div>
  );
}

export const CarouselCards: Story = {
  render: () => <Cards />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Variable mapping missing, check all cards');
    const card2 = within(canvas.getByRole('group', { name: 'Card 2 variables' }));
    await userEvent.type(card2.getByRole('textbox', { name: 'Value for {{1}}' }), 'Hats');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
