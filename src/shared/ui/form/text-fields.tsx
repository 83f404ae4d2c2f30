import { TextField, type TextFieldProps } from './text-field';

/** One text box of a form, described as data: its field name, its label and how the box behaves. */
export type TextFieldSpec<K extends string> = { field: K; label: string } & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'>;

/** The specs with their labels and help in the page's language, `t` being the screen's `useText`. */
export function translatedFields<K extends string>(t: (text: string) => string, fields: ReadonlyArray<TextFieldSpec<K>>): Array<TextFieldSpec<K>> {
  return fields.map((spec) => ({ ...spec, label: t(spec.label), help: spec.help && t(spec.help as string) }));
}

/** What `TextFields` needs of `useForm`'s result. */
interface FormFieldsState<TValues> {
  values: TValues;
  errors: Partial<Record<keyof TValues & string, string>>;
  change: <K extends keyof TValues & string>(field: K, value: TValues[K]) => void;
}

interface TextFieldsProps<TValues, K extends keyof TValues & string> {
  form: FormFieldsState<TValues>;
  fields: ReadonlyArray<TextFieldSpec<K>>;
  /** Applied to every box (a column class, `required`) unless the spec says otherwise. */
  required?: boolean;
  className?: string;
}

/** A form's text boxes in order, each bound to its value and its message. */
export function TextFields<TValues extends Record<string, unknown>, K extends keyof TValues & string>({
  form,
  fields,
  required,
  className,
}: TextFieldsProps<TValues, K>) {
  return (
    <>
      {fields.map(({ field, label, ...box }) => (
        <TextField
          key={field}
          name={field}
          label={label}
          required={required}
          className={className}
          value={String(form.values[field] ?? '')}
          error={form.errors[field]}
          onChange={(value) => form.change(field, value as TValues[K])}
          {...box}
        />
      ))}
    </>
  );
}
