export { CAREER_HEADER_IMAGES_READ, CONTACT_HEADER_IMAGES_READ, type HeaderImage } from './model/header-image';
export { headerImagePath } from './lib/header-image-path';
export { useGetCareerHeaderImagesQuery, useGetContactHeaderImagesQuery } from './api/header-image-api';
