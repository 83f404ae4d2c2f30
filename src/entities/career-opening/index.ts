export { CAREER_OPENINGS_READ, type CareerOpening } from './model/career-opening';
export { careerOpeningContentSchema, careerOpeningSchema } from './model/career-opening.schema';
export { useGetCareerOpeningsQuery } from './api/career-opening-api';
