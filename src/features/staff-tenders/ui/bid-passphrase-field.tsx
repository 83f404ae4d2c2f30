import { useState } from 'react';
import { MAX_PASSPHRASE_LENGTH } from '@/entities/bid';
import { describedBy, FieldFrame, useFieldIds } from '@/shared/ui/form';
import { SEALED_BIDS_TEXTS as TEXTS } from '../config/sealed-bids-texts';

/**
 * The words of each passphrase box: its label, and what its Show / Hide button shows for a screen
 * reader (" the passphrase"), so that two boxes on one form are told apart.
 */
const PASSPHRASE_BOXES = {
  passphrase: { label: TEXTS.passphrase, what: TEXTS.thePassphrase },
  confirmPassphrase: { label: TEXTS.confirmPassphrase, what: TEXTS.theConfirmation },
} as const;

interface BidPassphraseFieldProps {
  name: keyof typeof PASSPHRASE_BOXES;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A passphrase box with a Show / Hide button (a long phrase is easy to mistype unseen). The browser is
 * told not to remember it (`autocomplete="off"`): an opener types it, it is never stored anywhere.
 */
export function BidPassphraseField({ name, value, error, disabled, onChange }: BidPassphraseFieldProps) {
  const { label, what } = PASSPHRASE_BOXES[name];
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
