export { careerHeaderImagesRead, contactHeaderImagesRead } from './model/header-image.contract';
export { type HeaderImage } from './model/header-image';
export { headerImagePath } from './lib/header-image-path';
export { useGetCareerHeaderImagesQuery, useGetContactHeaderImagesQuery } from './api/header-image-api';
