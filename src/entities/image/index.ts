export { IMAGES_READ, type ImageRecord } from './model/image';
