import { useId, type ReactNode } from 'react';
import './styles';

export interface FieldIds {
  control: string;
  error: string;
  help: string;
}

/** Ids that tie a control to its label, its error and its hint. */
export function useFieldIds(name: string): FieldIds {
  const base = `${useId()}${name}`;
  return { control: `${base}-control`, error: `${base}-error`, help: `${base}-help` };
}

/** What `aria-describedby` should name: the error first (read out first), then the hint. */
export function describedBy(ids: FieldIds, error?: string, help?: ReactNode): string | undefined {
  const parts = [error ? ids.error : null, help ? ids.help : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

interface FieldFrameProps {
  ids: FieldIds;
  label: string;
  error?: string;
  help?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then the hint and the error beside the control. */
export function FieldFrame({ ids, label, error, help, className, children }: FieldFrameProps) {
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
      {error && (
        <div id={ids.error} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
