import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFormMachine } from '@/shared/model/form.machine';
import { FileField } from './file-field';
import { SubmitButton } from './submit-button';
import { TextFields } from './text-fields';
import { useForm } from './use-form';

interface NoteValues extends Record<string, unknown> {
  name: string;
  note: string;
  topic: string;
  plan: File | null;
}

const noteMachine = createFormMachine<NoteValues>({
  id: 'note-form',
  empty: { name: '', note: '', topic: 'kitchen', plan: null },
  validate: (values): Record<string, string> => (values.name ? {} : { name: 'Please enter your name.' }),
});

/** A form on the shared parts, the way every form of the site is built. */
function NoteForm({ send }: { send: (values: NoteValues) => Promise<unknown> }) {
  const form = useForm<NoteValues>(noteMachine, { id: 'note-form', send });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-label="A note">
      <TextFields
        form={form}
        fields={[
          { field: 'name', label: 'Name' },
          { field: 'note', label: 'Note', rows: 3 },
        ]}
      />
      <label htmlFor="topic">Topic</label>
      <select id="topic" name="topic" value={form.values.topic} onChange={(event) => form.change('topic', event.target.value)}>
        <option value="kitchen">Kitchen</option>
        <option value="flooring">Flooring</option>
      </select>
      <FileField label="Floor plan" name="plan" value={form.values.plan} onChange={(file) => form.change('plan', file)} />
      <SubmitButton busy={form.busy}>Send</SubmitButton>
    </form>
  );
}

describe('useForm on a server-rendered form', () => {
  it('keeps what a visitor typed and chose before the form hydrated, and sends it', async () => {
    const sent: NoteValues[] = [];
    const send = async (values: NoteValues) => {
      sent.push(values);
      return { success: true };
    };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<NoteForm send={send} />);
    // Typed and chosen while the form's script was still on its way: React is not listening yet.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Asha Patil';
    container.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!.value = 'Call after six';
    container.querySelector<HTMLSelectElement>('select[name="topic"]')!.value = 'flooring';
    const plan = new File(['plan'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(container.querySelector('input[name="plan"]'), 'files', { value: [plan] });

    // Until the form hydrates the browser must not send it itself (a GET with the values in the address).
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();

    render(<NoteForm send={send} />, { container, hydrate: true });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Note'), ', please');

    expect(screen.getByLabelText('Name')).toHaveValue('Asha Patil');
    expect(screen.getByLabelText('Note')).toHaveValue('Call after six, please');
    expect(screen.getByLabelText('Topic')).toHaveValue('flooring');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Asha Patil', note: 'Call after six, please', topic: 'flooring', plan }]));
  });

  it('changes nothing when nothing was typed before hydration', async () => {
    const sent: NoteValues[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const send = async (values: NoteValues) => {
      sent.push(values);
      return { success: true };
    };
    container.innerHTML = renderToString(<NoteForm send={send} />);
    render(<NoteForm send={send} />, { container, hydrate: true });

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Topic')).toHaveValue('kitchen');
    expect(sent).toEqual([]);
  });
});
