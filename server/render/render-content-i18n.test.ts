import { describeDb, RENDER_INDEX_HTML, useTestApp } from '../test-helpers';
const ORIGIN = 'https://www.example.in';
const KAPILA = '/projects/subprojects?project=kapila-engineering-works-corporate-office';

const messagesOf = (html: string) => JSON.parse(/<script id="app-messages" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<string, Record<string, string>> | null;
const stateOf = (html: string) => /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);

/** Issue 22: the content of `content/` (case studies, projects, events) on the Marathi pages, head included. */
describeDb('content pages in Marathi', () => {
  const suite = useTestApp({ clientFiles: { 'index.html': RENDER_INDEX_HTML }, config: { publicUrl: ORIGIN } });
  const get = (url: string) => suite.app.inject({ method: 'GET', url });

  it('renders a case study in Marathi: its title, heading and texts, the English for a text not yet translated, its head per language', async () => {
    const page = await get(`/mr${KAPILA}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>कपिला इंजिनिअरिंग वर्क्स – कॉर्पोरेट ऑफिस | Vastukala Interiors</title>');
    expect(page.body).toMatch(/<h1[^>]*>कपिला इंजिनिअरिंग वर्क्स – कॉर्पोरेट ऑफिस<\/h1>/);
    expect(page.body).toContain('>प्रकल्पाचा आढावा</h2>');
    expect(page.body).toContain('प्लॉट डी-41, अंबड एमआयडीसी');
    // The third section's paragraphs have no Marathi yet: they are shown in English, that text alone.
    expect(page.body).toContain('>उल्लेखनीय वैशिष्ट्ये</h2>');
    expect(page.body).not.toContain('>Project Overview</h2>');
    expect(page.body).toMatch(/<meta property="og:title" content="कपिला इंजिनिअरिंग वर्क्स/);
    expect(page.body).toMatch(/<meta name="description" content="नाशिकच्या आसपासच्या वाहन कारखान्यांना/);
    const article = jsonLdOf(page.body).find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ headline: 'कपिला इंजिनिअरिंग वर्क्स – कॉर्पोरेट ऑफिस', inLanguage: 'mr-IN' });
    // The browser hydrates from the study's own Marathi texts, carried in the page (no request, no English flash).
    const messages = messagesOf(page.body)!;
    expect(messages['case-study:kapila-engineering-works-corporate-office'].name).toBe('कपिला इंजिनिअरिंग वर्क्स – कॉर्पोरेट ऑफिस');
    expect(Object.keys(messages).filter((namespace) => namespace.startsWith('case-study:'))).toHaveLength(1);
  });

  it('leaves the English case study in English, head included', async () => {
    const page = await get(KAPILA);
    expect(page.body).toContain('<title>Kapila Engineering Works – Corporate Office | Vastukala Interiors</title>');
    expect(page.body).toContain('>Project Overview</h2>');
    expect(page.body).toMatch(/<meta name="description" content="Kapila Engineering Works, a precision-components maker/);
    // No Marathi but the language switch's own name.
    expect(page.body.replace(/मराठी/g, '')).not.toMatch(/[\u0900-\u097f]/);
  });

  it('lists the projects in Marathi, each linked to its case study by number, and the number opens it', async () => {
    const page = await get('/mr/projects');
    expect(page.body).toContain('गोदावरी हाइट्स – 3BHK निवास');
    expect(page.body).toContain('href="/mr/projects/subprojects?project=2"');
    // The reads the page was rendered from are the Marathi ones, so hydration shows the same names.
    expect(stateOf(page.body)).toContain('गोदावरी हाइट्स');
    const study = await get('/mr/projects/subprojects?project=2');
    expect(study.body).toContain('<title>गोदावरी हाइट्स – 3BHK निवास | Vastukala Interiors</title>');
  });

  it('gives the events page its events in Marathi, in the page and in its JSON-LD', async () => {
    const page = await get('/mr/events');
    const events = jsonLdOf(page.body).filter((item) => item['@type'] === 'Event');
    expect(events.length).toBeGreaterThan(0);
    expect(events.map((event) => event.name)).toContain('वास्तुकला डिझाइन दिन');
    expect(events[0].inLanguage).toBe('mr-IN');
    const english = await get('/events');
    expect(jsonLdOf(english.body).filter((item) => item['@type'] === 'Event').map((event) => event.name)).toContain('Vastukala Design Day');
  });
});
