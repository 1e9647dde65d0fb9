import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@parley/api-client/contract';
import { endpointPattern } from '@parley/api-client/fake';
import { Button, PasswordField, Select, TextArea, TextField } from '@parley/ui';

/**
 * Checks of the workbench itself: the fields work with react-hook-form's `register`, and the MSW
 * fake answers the contract while any other API request fails.
 */
const meta = {
  title: 'Workbench/Checks',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

interface AgentForm {
  name: string;
  password: string;
  channel: string;
  notes: string;
}

const handleValid = fn();

function RegisteredForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AgentForm>({ defaultValues: { name: '', password: '', channel: '', notes: '' } });
  return (
    <form onSubmit={handleSubmit((values) => handleValid(values))} style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextField label="Name" error={errors.name?.message} {...register('name', { required: 'This field is mandatory.' })} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', { minLength: { value: 8, message: 'Your Password must be atleast 8 characters long' } })}
      />
      <Select
        label="Channel"
        placeholder="Choose a channel"
        options={[
          { value: 'whatsapp', label: 'WhatsApp' },
          { value: 'sms', label: 'SMS' },
        ]}
        {...register('channel')}
      />
      <TextArea label="Notes" {...register('notes')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

export const ReactHookFormRegister: Story = {
  render: () => <RegisteredForm />,
  beforeEach: () => handleValid.mockClear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This field is mandatory.');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(handleValid).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Priya');
    await userEvent.type(canvas.getByLabelText('Password'), 'longenough');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Channel' }), 'SMS');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Notes' }), 'Night shift');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(handleValid).toHaveBeenCalledWith({ name: 'Priya', password: 'longenough', channel: 'sms', notes: 'Night shift' }),
    );
  },
};

export const MswFake: Story = {
  render: () => <p>The MSW fake answers contract endpoints; any other /api request is an error.</p>,
  play: async () => {
    const captchaUrl = `${endpointPattern(endpoints.captchaGenerate, '/api')}?requestFrom=login`;
    const answered = await fetch(captchaUrl);
    await expect(answered.status).toBe(200);
    await expect(await answered.json()).toMatchObject({ status: true });
    await expect(fetch('/api/no-such-endpoint')).rejects.toThrow();
  },
};
