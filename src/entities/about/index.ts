export { aboutRead } from './model/about.contract';
export { type AboutRecord } from './model/about';
export { useGetAboutUsQuery } from './api/about-api';
