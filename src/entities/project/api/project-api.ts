import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { projectsRead } from '../model/project.contract';
import type { Project } from '../model/project';

const projectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Project[], void>(fromContractAs(projectsRead, asList<Project>)),
  }),
});

export const { useGetProjectsQuery } = projectApi;
