import { baseApi, listRead } from '@/shared/api/base-api';
import type { AboutRecord, Client, Founder, HomeData, Project, Service, Testimonial } from '@/shared/contracts/entities';

/** Home shows at most three projects (SPEC section 9). */
export const HOME_PROJECT_LIMIT = 3;

/** `/homeData` answers `{ success, data }`; only the first record is used. */
export function firstHomeData(answer: unknown): HomeData | null {
  if (!answer || typeof answer !== 'object') return null;
  const { success, data } = answer as { success?: unknown; data?: unknown };
  if (success === false || !Array.isArray(data) || data.length === 0) return null;
  return data[0] as HomeData;
}

/** The first published projects, at most `limit`. */
export function homeProjects(projects: Project[], limit = HOME_PROJECT_LIMIT): Project[] {
  return projects.filter((project) => project.Published !== false).slice(0, limit);
}

const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeData: build.query<HomeData | null, void>({
      query: () => '/homeData',
      transformResponse: firstHomeData,
      extraOptions: { failureLog: 'Error fetching home data' },
    }),
    getHomeServices: build.query<Service[], void>(listRead<Service>('/api/getservices', 'Error fetching services')),
    getHomeProjects: build.query<Project[], void>(listRead<Project>('/projects', 'Error fetching projects', (list) => homeProjects(list))),
    getFounders: build.query<Founder[], void>(listRead<Founder>('/Founders', 'Error fetching founders')),
    getTestimonials: build.query<Testimonial[], void>(listRead<Testimonial>('/get_testimonials', 'Error fetching testimonials')),
    getClients: build.query<Client[], void>(listRead<Client>('/api/getclients', 'Error fetching clients')),
    getAboutUs: build.query<AboutRecord[], void>(listRead<AboutRecord>('/api/getaboutus', 'Error fetching about us')),
  }),
});

export const {
  useGetHomeDataQuery,
  useGetHomeServicesQuery,
  useGetHomeProjectsQuery,
  useGetFoundersQuery,
  useGetTestimonialsQuery,
  useGetClientsQuery,
  useGetAboutUsQuery,
} = homeApi;
