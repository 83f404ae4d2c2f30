import { API_URL } from '@/shared/config/env';
import { XSRF_COOKIE, XSRF_HEADER } from '@/shared/contracts/xsrf';
import { readCookie } from '@/shared/lib/cookies';
import { BID_PATHS } from '../model/bid.contract';
import type { BidReceiptAnswer } from './bid-api';

/** How far the upload is: bytes sent of bytes to send. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Sends a bid's multipart body with XMLHttpRequest, because fetch (and so RTK Query) cannot report how
 * much of an upload has gone. It answers as RTK Query's `.unwrap()` would, so the form machine reads a
 * refusal the same way: resolves with the JSON of a 2xx; rejects with `{ status, data }` for any other
 * status and with `{ status: 'FETCH_ERROR' }` when no answer came (offline, refused, aborted). The CSRF
 * header is set as the shared base query sets it.
 */
export function sendBid(tenderNo: string, body: FormData, onProgress?: (progress: UploadProgress) => void): Promise<BidReceiptAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${BID_PATHS.submit(tenderNo)}`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = readCookie(XSRF_COOKIE);
    if (token) request.setRequestHeader(XSRF_HEADER, token);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    request.onload = () => {
      let data: unknown = request.responseText;
      try {
        data = JSON.parse(request.responseText);
      } catch {
        // A proxy's error page: the form says its own sentence.
      }
      if (request.status >= 200 && request.status < 300) resolve(data as BidReceiptAnswer);
      else reject({ status: request.status, data });
    };
    const noAnswer = () => reject({ status: 'FETCH_ERROR', error: 'The bid could not be sent.' });
    request.onerror = noAnswer;
    request.onabort = noAnswer;
    request.ontimeout = noAnswer;
    request.send(body);
  });
}
