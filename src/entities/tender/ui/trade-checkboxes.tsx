import { useId } from 'react';
import { TRADES, type TradeCode } from '@/shared/config/trades';
import { useTradeLabel } from './use-trade-label';

export interface TradeCheckboxesProps {
  /** The group's name (each box's `name`), e.g. `trades`. */
  name: string;
  /** The group's visible label (a `<legend>`), in the page's language. */
  legend: string;
  /** A sentence under the legend, tied to the group for screen readers. */
  help?: string;
  /** The codes ticked. */
  value: readonly string[];
  /** The codes ticked after a change, in the catalogue's order. */
  onChange: (codes: TradeCode[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * One check box per trade of the catalogue (issue 38, item 5), in a fieldset: the desk's tender form (a
 * tender's trades) and the vendor's trades section (what they hear of) both choose trades with it. Any
 * number may be ticked, none included.
 */
export function TradeCheckboxes({ name, legend, help, value, onChange, error, disabled }: TradeCheckboxesProps) {
  const id = useId();
  const label = useTradeLabel();
  const chosen = new Set(value);
  const describedBy = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (code: string, ticked: boolean) => {
    const next = new Set(chosen);
    if (ticked) next.add(code);
    else next.delete(code);
    onChange(TRADES.map((trade) => trade.code).filter((trade) => next.has(trade)));
  };
  return (
    <fieldset className="trade-checkboxes mb-3" aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend className="form-label fs-6">{legend}</legend>
      {help && (
        <p id={`${id}-help`} className="form-text mt-0">
          {help}
        </p>
      )}
      <div className="row row-cols-2 row-cols-md-3 g-1">
        {TRADES.map((trade) => (
          <div key={trade.code} className="col">
            <div className="form-check">
              <input
                id={`${id}-${trade.code}`}
                name={name}
                value={trade.code}
                type="checkbox"
                className={`form-check-input${error ? ' is-invalid' : ''}`}
                checked={chosen.has(trade.code)}
                onChange={(event) => toggle(trade.code, event.target.checked)}
              />
              <label className="form-check-label" htmlFor={`${id}-${trade.code}`}>
                {label(trade.code)}
              </label>
            </div>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
