export { careerOpeningsRead } from './model/career-opening.contract';
export { type CareerOpening } from './model/career-opening';
export { useGetCareerOpeningsQuery } from './api/career-opening-api';
