import { useSearchParams } from 'react-router-dom';

/** The tender a vendor is applying for travels from Apply to log-in to registration in `?tenderNo=`. */
export function useTenderNo(): string {
  const [params] = useSearchParams();
  return params.get('tenderNo')?.trim() ?? '';
}

/** `path` with `?tenderNo=…` when there is one. */
export function withTenderNo(path: string, tenderNo: string): string {
  return tenderNo ? `${path}?tenderNo=${encodeURIComponent(tenderNo)}` : path;
}
