export { firstHomeData, HOME_DATA_READ, type HomeData, type HomeDataAnswer } from './model/home-data';
export { useGetHomeDataQuery } from './api/home-data-api';
