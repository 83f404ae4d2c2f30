export const notFoundEn = {
  title: 'Page not found',
  body: 'The page you asked for does not exist or has moved.',
  back: 'Back to the home page',
};
