import { typedBeforeHydration } from './use-keep-typed-before-hydration';

/** A server-rendered form as the visitor left it before the script arrived. */
function serverForm(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}

describe('typedBeforeHydration', () => {
  it('takes text typed, an option chosen and a radio chosen, and only what differs from the values', () => {
    const form = serverForm(`
      <input name="name" value="Kiran" />
      <input name="email" value="" />
      <textarea name="message">Hello</textarea>
      <select name="size"><option value="">—</option><option value="3 BHK" selected>3 BHK</option></select>
      <input type="radio" name="place" value="nashik" />
      <input type="radio" name="place" value="shirdi" checked />
      <input type="radio" name="time" value="am" />
      <input type="radio" name="time" value="pm" />
    `);
    const values = { name: '', email: '', message: 'Hello', size: '', place: '', time: '' };
    expect(typedBeforeHydration(form, values)).toEqual({ name: 'Kiran', size: '3 BHK', place: 'shirdi' });
  });

  it('takes a lone radio only when it is checked, and leaves checkboxes and fields the form does not have', () => {
    const form = serverForm(`
      <input type="radio" name="consent" value="yes" checked />
      <input type="radio" name="other" value="x" />
      <input type="checkbox" name="rooms" value="kitchen" checked />
    `);
    expect(typedBeforeHydration(form, { consent: '', other: '', rooms: '', missing: '' })).toEqual({ consent: 'yes' });
  });

  it('takes the file chosen in a file box whose value is still empty', () => {
    const form = serverForm('<input type="file" name="resume" />');
    const file = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    const input = form.elements.namedItem('resume') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [file] });
    expect(typedBeforeHydration(form, { resume: null as File | null })).toEqual({ resume: file });
    expect(typedBeforeHydration(form, { resume: file as File | null })).toEqual({});
  });
});
