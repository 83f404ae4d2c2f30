// The slice's stylesheet, for the pages that compose the slice (the consultation and manage-booking pages): a
// page imports it beside the slice's index, so the page's chunk links it (see src/features/tenders/styles.ts).
import './ui/consultation.scss';
