import { useState } from 'react';
import { MAX_PASSPHRASE_LENGTH } from '@/entities/bid';
import { describedBy, FieldFrame, useFieldIds } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';

interface BidPassphraseFieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  /** What the Show / Hide button shows, for a screen reader (" the passphrase"). */
  what: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A passphrase box with a Show / Hide button (a long phrase is easy to mistype unseen). The browser is
 * told not to remember it (`autocomplete="off"`): an opener types it, it is never stored anywhere.
 */
export function BidPassphraseField({ name, label, value, error, what, disabled, onChange }: BidPassphraseFieldProps) {
  const ids = useFieldIds(name);
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame ids={ids} label={label} error={error}>
      <div className="input-group">
        <input
          id={ids.control}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={MAX_PASSPHRASE_LENGTH}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={describedBy(ids, error)}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="btn btn-outline-secondary" aria-controls={ids.control} onClick={() => setShown((now) => !now)}>
          {shown ? TEXTS.hide : TEXTS.show}
          <span className="visually-hidden">{what}</span>
        </button>
      </div>
    </FieldFrame>
  );
}
