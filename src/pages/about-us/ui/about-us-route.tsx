import { lazyExport } from '@/shared/lib/lazy-export';

const AboutUsScreen = lazyExport(() => import(/* webpackChunkName: "about" */ './about-us-page'), 'AboutUsPage');

/**
 * The about page, from a chunk of its own: a visitor to the home page does not download it with the
 * home's first script. The route table names the `about` chunk beside `home`, so a rendered `/aboutus`
 * preloads both and hydrates without waiting for one after the other.
 */
export function AboutUsPage() {
  return <AboutUsScreen />;
}
