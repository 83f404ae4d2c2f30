import { COMPANY } from '@/shared/config/company';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { MediaImage } from '@/shared/ui/media-image';
import { PageBanner } from '@/shared/ui/page-banner';
import { useGetAboutUsQuery } from '@/entities/about';
import { useGetFoundersQuery } from '@/entities/founder';
import { homeText, paragraphs, FounderCardContent } from '@/features/home';

function AboutDescription() {
  const t = useText(homeText);
  const { data: records = [] } = useGetAboutUsQuery();
  const record = records.find((entry) => entry.About_Description?.trim());
  if (!record) return null;

  return (
    <section className="about-description" aria-labelledby="about-description-title">
      <div className="container">
        <div className="row g-4 align-items-start">
          <div className={record.Aboutus_img ? 'col-lg-7' : 'col-12'}>
            <h2 id="about-description-title" className="section-title">
              {t('Who we are')}
            </h2>
            {paragraphs(record.About_Description).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          {record.Aboutus_img && (
            <div className="col-lg-5">
              <MediaImage className="about-description__image" path={record.Aboutus_img} alt={t('The {{company}} studio', { company: COMPANY.name })} width={600} height={450} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function Founders() {
  const t = useText(homeText);
  const { data: founders = [] } = useGetFoundersQuery();
  if (founders.length === 0) return null;

  return (
    <section className="about-founders" aria-labelledby="about-founders-title">
      <div className="container">
        <h2 id="about-founders-title" className="section-title">
          {t("Our Founder's")}
        </h2>
        <ul className="about-founders__list">
          {founders.map((founder, position) => (
            <li
              key={founder.Founders_Id ?? founder.Founders_Name}
              className={`founder-card ${position % 2 === 0 ? 'founder-card--left' : 'founder-card--right'}`}
            >
              <FounderCardContent founder={founder} block="founder-card" photoSize={280}>
                {paragraphs(founder.Founders_Description).map((text) => (
                  <p key={text} className="founder-card__text">
                    {text}
                  </p>
                ))}
              </FounderCardContent>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** About Us: header image with the promise, the description from `/api/getaboutus`, the founders. */
export function AboutUsPage() {
  const t = useText(homeText);
  useDocumentTitle(t('About Us'));
  return (
    <div className="about-page">
      <PageBanner image={COMPANY.media.aboutHeader} title={t('About Us')}>
        <p className="page-banner__promise">{t(COMPANY.promise)}</p>
      </PageBanner>
      <AboutDescription />
      <Founders />
    </div>
  );
}
