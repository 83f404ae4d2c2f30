export { imagesRead } from './model/image.contract';
export { type ImageRecord } from './model/image';
