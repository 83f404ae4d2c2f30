import { useId, type ReactNode } from 'react';
import { useFormMessage } from './i18n/form-text';
import './styles';

export interface FieldIds {
  control: string;
  error: string;
  help: string;
  /** A live note about what was typed or chosen (characters left, the chosen file's size). */
  note: string;
}

/** Ids that tie a control to its label, its error and its hint. */
export function useFieldIds(name: string): FieldIds {
  const base = `${useId()}${name}`;
  return { control: `${base}-control`, error: `${base}-error`, help: `${base}-help`, note: `${base}-note` };
}

/** What `aria-describedby` should name: the error first (read out first), then the hint, then the note. */
export function describedBy(ids: FieldIds, error?: string, help?: ReactNode, note?: ReactNode): string | undefined {
  const parts = [error ? ids.error : null, help ? ids.help : null, note ? ids.note : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  error?: string;
  help?: ReactNode;
  /** Shown under the hint while the visitor types or chooses (see `FieldNote`). */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the hint and the error beside the control. */
export function FieldFrame({ ids, label, error, help, note, className, children }: FieldFrameProps) {
  const formMessage = useFormMessage();
  return (
    <div className={['form-field', className].filter(Boolean).join(' ')}>
      <label className="form-label" htmlFor={ids.control}>
        {label}
      </label>
      {children}
      {help && (
        <div id={ids.help} className="form-text">
          {help}
        </div>
      )}
      {note}
      {error && (
        <div id={ids.error} className="invalid-feedback d-block">
          {formMessage(error)}
        </div>
      )}
    </div>
  );
}

/**
 * A note on what was typed or chosen, e.g. "1,980 of 2,000 characters". Announced politely: a screen
 * reader hears it when the visitor pauses, not on every key. `warn` marks a limit passed or near.
 */
export function FieldNote({ id, warn, children }: { id: string; warn?: boolean; children: ReactNode }) {
  return (
    <div id={id} className={`form-text form-field__note${warn ? ' form-field__note--warn' : ''}`} aria-live="polite">
      {children}
    </div>
  );
}
