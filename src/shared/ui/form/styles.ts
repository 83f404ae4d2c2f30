// The form parts' styles on their own, for a screen that links them before the form's script loads
// (the home page defers its enquiry form, `pages/home/ui/home-page.tsx`).
import './form.scss';
