import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FileField } from './file-field';
import { characterCount, TextField } from './text-field';

function Message({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return <TextField name="message" label="Message" rows={3} maxLength={max} value={value} onChange={setValue} />;
}

function Resume({ maxBytes }: { maxBytes: number }) {
  const [file, setFile] = useState<File | null>(null);
  return <FileField name="resume" label="Resume" value={file} onChange={setFile} maxBytes={maxBytes} />;
}

describe('limits shown while typing and on choosing a file', () => {
  it('counts a message box’s characters as they are typed, and lets a pasted text run over to say by how much', async () => {
    render(<Message max={10} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box).not.toHaveAttribute('maxlength');
    expect(box).toHaveAccessibleDescription('0 of 10 characters');
    await userEvent.type(box, 'Kitchen');
    expect(box).toHaveAccessibleDescription('7 of 10 characters');
    await userEvent.click(box);
    await userEvent.paste(' and wardrobes');
    expect(box).toHaveValue('Kitchen and wardrobes');
    expect(box).toHaveAccessibleDescription('21 of 10 characters: 11 too many');
  });

  it('writes large counts the Indian way', () => {
    expect(characterCount(1980, 2000)).toBe('1,980 of 2,000 characters');
  });

  it('names the chosen file and its size at once, and says when it is over the limit', async () => {
    render(<Resume maxBytes={1024 * 1024} />);
    const input = screen.getByLabelText('Resume');
    await userEvent.upload(input, new File([new Uint8Array(300 * 1024)], 'resume.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('Chosen: resume.pdf, 300 KB');
    await userEvent.upload(input, new File([new Uint8Array(1.5 * 1024 * 1024)], 'portfolio.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription('Chosen: portfolio.pdf, 1.5 MB (too large: the limit is 1 MB)');
  });
});
