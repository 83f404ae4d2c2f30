export { ABOUT_READ, type AboutRecord } from './model/about';
export { aboutContentSchema, aboutSchema } from './model/about.schema';
export { useGetAboutUsQuery } from './api/about-api';
