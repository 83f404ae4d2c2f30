import { baseApi, listRead } from '@/shared/api/base-api';
import type { Project } from '@/shared/contracts/entities';

const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], void>({
      ...listRead<Project>('/projects', 'Error fetching projects'),
      // SPEC section 8: logged only; the list stays empty.
    }),
  }),
});

export const { useGetProjectsQuery } = projectsApi;
