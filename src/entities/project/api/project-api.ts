import { baseApi, listRead } from '@/shared/api/base-api';
import { PROJECTS_READ, type Project } from '../model/project';

const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], void>(listRead<Project>(PROJECTS_READ)),
  }),
});

export const { useGetProjectsQuery } = projectApi;
