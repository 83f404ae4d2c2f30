import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { careerOpeningsRead } from '../model/career-opening.contract';
import type { CareerOpening } from '../model/career-opening';

const careerOpeningApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerOpenings: build.query<CareerOpening[], void>(
      // An opening without a name is offered neither in the list nor in the form's post field.
      fromContractAs(careerOpeningsRead, (answer) => asList<CareerOpening>(answer).filter((opening) => opening?.Openings?.trim())),
    ),
  }),
});

export const { useGetCareerOpeningsQuery } = careerOpeningApi;
