export { CAREER_HEADER_IMAGES_READ, CONTACT_HEADER_IMAGES_READ, type HeaderImage } from './model/header-image';
export { headerImageContentSchema, headerImageSchema } from './model/header-image.schema';
export { headerImageUrl } from './lib/header-image-url';
export { useGetCareerHeaderImagesQuery, useGetContactHeaderImagesQuery } from './api/header-image-api';
