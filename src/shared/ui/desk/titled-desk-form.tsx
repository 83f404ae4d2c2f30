import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormFailure } from '@/shared/ui/form';

/** What `TitledDeskForm` needs of `useForm`'s (or `useDeskChangeForm`'s) result. */
interface DeskFormState {
  formRef: RefObject<HTMLFormElement | null>;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  failure: string | null;
  dismissFailure: () => void;
}

/** A desk form under its own `h3`, which also names it for a screen reader; a refusal shows under the title. */
export function TitledDeskForm({ form, title, className, children }: { form: DeskFormState; title: string; className?: string; children: ReactNode }) {
  return (
    <form ref={form.formRef} noValidate aria-label={title} aria-busy={form.busy} onSubmit={form.onSubmit} className={className}>
      <h3 className="h6">{title}</h3>
      <FormFailure message={form.failure} onDismiss={form.dismissFailure} />
      {children}
    </form>
  );
}
