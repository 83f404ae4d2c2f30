import { asList, baseApi, listRead } from '@/shared/api/base-api';
import { CAREER_OPENINGS_READ, type CareerOpening } from '../model/career-opening';

const careerOpeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerOpenings: build.query<CareerOpening[], void>({
      ...listRead<CareerOpening>(CAREER_OPENINGS_READ),
      // An opening without a name is offered neither in the list nor in the form's post field.
      transformResponse: (answer: unknown) => asList<CareerOpening>(answer).filter((opening) => opening?.Openings?.trim()),
    }),
  }),
});

export const { useGetCareerOpeningsQuery } = careerOpeningApi;
