// The carousel's styles on their own, for a screen that links them before the carousel's script loads
// (the home page defers its carousels, `pages/home/ui/home-page.tsx`).
import 'react-responsive-carousel/lib/styles/carousel.min.css';
import './carousel.scss';
