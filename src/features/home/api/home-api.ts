import { asList, baseApi } from '@/shared/api/base-api';
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
    getHomeServices: build.query<Service[], void>({
      query: () => '/api/getservices',
      transformResponse: (answer: unknown) => asList<Service>(answer),
      extraOptions: { failureLog: 'Error fetching services' },
    }),
    getHomeProjects: build.query<Project[], void>({
      query: () => '/projects',
      transformResponse: (answer: unknown) => homeProjects(asList<Project>(answer)),
      extraOptions: { failureLog: 'Error fetching projects' },
    }),
    getFounders: build.query<Founder[], void>({
      query: () => '/Founders',
      transformResponse: (answer: unknown) => asList<Founder>(answer),
      extraOptions: { failureLog: 'Error fetching founders' },
    }),
    getTestimonials: build.query<Testimonial[], void>({
      query: () => '/get_testimonials',
      transformResponse: (answer: unknown) => asList<Testimonial>(answer),
      extraOptions: { failureLog: 'Error fetching testimonials' },
    }),
    getClients: build.query<Client[], void>({
      query: () => '/api/getclients',
      transformResponse: (answer: unknown) => asList<Client>(answer),
      extraOptions: { failureLog: 'Error fetching clients' },
    }),
    getAboutUs: build.query<AboutRecord[], void>({
      query: () => '/api/getaboutus',
      transformResponse: (answer: unknown) => asList<AboutRecord>(answer),
      extraOptions: { failureLog: 'Error fetching about us' },
    }),
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
