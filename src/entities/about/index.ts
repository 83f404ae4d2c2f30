export { ABOUT_READ, type AboutRecord } from './model/about';
export { useGetAboutUsQuery } from './api/about-api';
