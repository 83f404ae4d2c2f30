export { IMAGES_READ, type ImageRecord } from './model/image';
export { imageContentSchema, imageSchema } from './model/image.schema';
