import { useSearchParams } from 'react-router-dom';

/** The tender a vendor is applying for travels from Apply to log-in to registration in `?tenderNo=`. */
export function useTenderNo(): string {
  const [params] = useSearchParams();
  return params.get('tenderNo')?.trim() ?? '';
}
