// The styles of the section on their own, for a screen that links them before the script that renders it loads
// (the home page hydrates its cards and sections from a deferred chunk, `pages/home/ui/home-page.tsx`).
import './section.scss';
