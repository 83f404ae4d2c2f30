import { asList, baseApi } from '@/shared/api/base-api';
import type { AboutRecord, Client, Founder, HomeData, Project, Service, Testimonial } from '@/shared/contracts/entities';

/** SPEC section 8: a failed read is logged, and the section that needed it hides itself. */
const logFailure = (message: string) => ({
  async onQueryStarted(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
    await queryFulfilled.catch(() => console.error(message));
  },
});

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
      ...logFailure('Error fetching home data'),
    }),
    getHomeServices: build.query<Service[], void>({
      query: () => '/api/getservices',
      transformResponse: (answer: unknown) => asList<Service>(answer),
      ...logFailure('Error fetching services'),
    }),
    getHomeProjects: build.query<Project[], void>({
      query: () => '/projects',
      transformResponse: (answer: unknown) => homeProjects(asList<Project>(answer)),
      ...logFailure('Error fetching projects'),
    }),
    getFounders: build.query<Founder[], void>({
      query: () => '/Founders',
      transformResponse: (answer: unknown) => asList<Founder>(answer),
      ...logFailure('Error fetching founders'),
    }),
    getTestimonials: build.query<Testimonial[], void>({
      query: () => '/get_testimonials',
      transformResponse: (answer: unknown) => asList<Testimonial>(answer),
      ...logFailure('Error fetching testimonials'),
    }),
    getClients: build.query<Client[], void>({
      query: () => '/api/getclients',
      transformResponse: (answer: unknown) => asList<Client>(answer),
      ...logFailure('Error fetching clients'),
    }),
    getAboutUs: build.query<AboutRecord[], void>({
      query: () => '/api/getaboutus',
      transformResponse: (answer: unknown) => asList<AboutRecord>(answer),
      ...logFailure('Error fetching about us'),
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
