import { mediaUrl } from '@/shared/config/env';
import { DOCUMENT_TYPES, type Corrigendum, type TenderDocument } from '@/entities/tender';
import { useText } from '@/shared/i18n';
import { richText } from '@/shared/i18n/rich-text';
import { tenderDetailText } from '../i18n/tender-detail-text';
import { detailDate, formatSize } from '../lib/tender-format';
import { TenderDetailSection } from './tender-detail-section';

const typeLabel = (type: string) => DOCUMENT_TYPES[type]?.label ?? type.toUpperCase();

function DocumentLink({ document }: { document: TenderDocument }) {
  const t = useText(tenderDetailText);
  return (
    <a href={mediaUrl(document.Url)} download={document.File_Name} className="tender-document__link">
      {document.Title}
      <span className="tender-document__meta">
        {' '}
        ({t(typeLabel(document.Type))}, {formatSize(document.Size)})
      </span>
    </a>
  );
}

/** The documents to bid on: name, type and size; each downloads from the API host. */
export function TenderDocuments({ documents }: { documents: TenderDocument[] }) {
  const t = useText(tenderDetailText);
  if (documents.length === 0) return null;
  return (
    <TenderDetailSection heading="documents" title={t('Documents')} className="mb-4 tender-no-print">
      <ul className="tender-documents list-unstyled">
        {documents.map((document) => (
          <li key={document.id} className="tender-document">
            <DocumentLink document={document} />
          </li>
        ))}
      </ul>
    </TenderDetailSection>
  );
}

/** Every amendment, newest first, with its new deadline and document when it has them. */
export function TenderCorrigenda({ corrigenda }: { corrigenda: Corrigendum[] }) {
  const t = useText(tenderDetailText);
  if (corrigenda.length === 0) return null;
  return (
    <TenderDetailSection heading="corrigenda" title={t('Corrigenda')} id="corrigenda" className="mb-4">
      <ol className="tender-corrigenda list-unstyled" reversed>
        {corrigenda.map((corrigendum) => (
          <li key={corrigendum.id} className="tender-corrigendum">
            <h3 className="h6 mb-1">
              {richText(t, 'Corrigendum of {{date}}', { date: <time dateTime={corrigendum.Date}>{detailDate(corrigendum.Date)}</time> })}
            </h3>
            <p className="mb-1">{corrigendum.Text}</p>
            {corrigendum.New_Deadline && (
              <p className="mb-1">
                {t('New bid submission deadline:')} <strong>{detailDate(corrigendum.New_Deadline)}</strong>
              </p>
            )}
            {corrigendum.Document && (
              <p className="mb-0 tender-no-print">
                <DocumentLink document={corrigendum.Document} />
              </p>
            )}
          </li>
        ))}
      </ol>
    </TenderDetailSection>
  );
}
