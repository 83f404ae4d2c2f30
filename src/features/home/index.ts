// The slice's stylesheets come with its public index, so the pages that compose it link them in their
// chunk's stylesheet; the deferred blocks' styles (the enquiry form's) are styled from the first paint.
import './ui/home.scss';
import './ui/enquiry-section.scss';
export { homeText } from './i18n/home-text';
export { paragraphs } from './lib/paragraphs';
export { useScrollToHash } from './lib/use-scroll-to-hash';
export { FounderCardContent } from './ui/founder-card';
export { WelcomeSection } from './ui/welcome-section';
export { HomeBelowTheFold } from './ui/below-the-fold.lazy';
