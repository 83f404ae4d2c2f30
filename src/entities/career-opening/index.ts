export { CAREER_OPENINGS_READ, type CareerOpening } from './model/career-opening';
export { useGetCareerOpeningsQuery } from './api/career-opening-api';
