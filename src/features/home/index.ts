export { homeText } from './i18n/home-text';
export { paragraphs } from './lib/paragraphs';
export { useScrollToHash } from './lib/use-scroll-to-hash';
export { FounderCardContent } from './ui/founder-card';
export { WelcomeSection } from './ui/welcome-section';
export { HomeBelowTheFold } from './ui/below-the-fold.lazy';
