export { firstHomeData, HOME_DATA_READ, type HomeData, type HomeDataAnswer } from './model/home-data';
export { homeDataContentSchema, homeDataSchema } from './model/home-data.schema';
export { useGetHomeDataQuery } from './api/home-data-api';
