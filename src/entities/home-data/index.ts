export { homeDataRead } from './model/home-data.contract';
export { firstHomeData, type HomeData, type HomeDataAnswer } from './model/home-data';
export { useGetHomeDataQuery } from './api/home-data-api';
