import { TradeCheckboxes } from '@/entities/tender';
import { listOfCell, storedList } from '@/shared/lib/record-schema';
import { tenderFieldLabel } from './tender-field-labels';

/**
 * The desk tender form's `Trades` (issue 38, item 5): a check box per trade. The form holds the value as the
 * import's text (`gypsum;painting`), which the import's schema reads as it reads a CSV cell; vendors of the
 * ticked trades are e-mailed when the tender is published, corrected, awarded or cancelled.
 */
export function TenderTradesField({ name, value, onChange, error }: { name: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <div className="col-12">
      <TradeCheckboxes
        name={name}
        legend={tenderFieldLabel(name)}
        help="Vendors who chose one of these trades are e-mailed when the tender is published, gets a corrigendum, and is awarded or cancelled."
        value={listOfCell(value)}
        onChange={(codes) => onChange(storedList(codes))}
        error={error}
      />
    </div>
  );
}
