import { tenderOcdsRead } from './tender.contract';

/**
 * The tender's OCDS release package (issue 23): `/api/tenders/ocds/VI/TN/2026/015.json`. The number keeps
 * its slashes, each part encoded, so the address reads like the number.
 */
export const tenderOcdsPath = (tenderNo: string): string => tenderOcdsRead.path.replace('*', `${tenderNo.split('/').map(encodeURIComponent).join('/')}.json`);
