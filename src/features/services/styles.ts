// The slice's stylesheet, for the pages that compose the slice: a page imports it beside the slice's index
// (as `@/shared/ui/*/styles`), so the page's chunk links it and the server's HTML is styled from the first paint.
// A side-effect import in index.ts would not do: webpack skips a re-exporting index (package.json `sideEffects`).
import './ui/services.scss';
