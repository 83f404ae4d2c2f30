import { mediaUrl } from '@/shared/config/env';
import { useGetLogosQuery } from '@/entities/logo';

/** The company logo is the first record of `/api/getlogos`; a failed or empty read means no logo. */
export function useLogos(): string[] {
  const { data } = useGetLogosQuery();
  return (data ?? []).map((record) => mediaUrl(record.logo)).filter(Boolean);
}
