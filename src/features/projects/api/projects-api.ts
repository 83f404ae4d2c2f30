import { asList, baseApi } from '@/shared/api/base-api';
import type { Project } from '@/shared/contracts/entities';

const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], void>({
      query: () => '/projects',
      transformResponse: (answer: unknown) => asList<Project>(answer),
      // SPEC section 8: logged only; the list stays empty.
      extraOptions: { failureLog: 'Error fetching projects' },
    }),
  }),
});

export const { useGetProjectsQuery } = projectsApi;
