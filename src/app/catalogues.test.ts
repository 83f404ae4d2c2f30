import { contactMessageSchema, enquirySchema, ENQUIRY_MESSAGES, FORM_INVALID_MESSAGE, FORM_SUCCESS_MESSAGE, RESUME_MESSAGES } from '@/shared/contracts/forms';
import type { Message } from '@/shared/i18n';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import services from '@content/services.json';
import { FIXED_SERVICE_CARDS } from '@/shared/config/service-cards';
import { allCatalogues } from '../../test/utils/catalogues';

const placeholders = (message: Message) =>
  (typeof message === 'string' ? [message] : [message.one, message.other]).flatMap((text) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1])).sort();


describe('the catalogues (issue 22)', () => {
  const catalogues = allCatalogues();

  it('are found, each under its own namespace', () => {
    expect(catalogues.length).toBeGreaterThan(3);
    const namespaces = catalogues.map((catalogue) => catalogue.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it.each(catalogues.filter((catalogue) => !catalogue.textKeys).map((catalogue) => [catalogue.namespace, catalogue]))(
    '%s: every key in both languages, none empty, the same placeholders and plural forms',
    async (_namespace, catalogue) => {
      const marathi = (await catalogue.loadMarathi()).default as Record<string, Message>;
      expect(Object.keys(marathi).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [key, english] of Object.entries(catalogue.en)) {
        const translated = marathi[key];
        expect([key, typeof translated]).toEqual([key, typeof english]);
        for (const text of typeof translated === 'string' ? [translated] : [translated.one, translated.other]) expect([key, text.trim().length > 0]).toEqual([key, true]);
        expect([key, placeholders(translated)]).toEqual([key, placeholders(english)]);
      }
    },
  );

  it.each(catalogues.filter((catalogue) => catalogue.textKeys).map((catalogue) => [catalogue.namespace, catalogue]))(
    '%s (keyed by the English text): every translation filled, with its key’s placeholders',
    async (_namespace, catalogue) => {
      const marathi = (await catalogue.loadMarathi()).default as unknown as Record<string, string>;
      expect(Object.keys(marathi).length).toBeGreaterThan(0);
      for (const [english, translated] of Object.entries(marathi)) {
        expect([english, translated.trim().length > 0]).toEqual([english, true]);
        expect([english, placeholders(translated)]).toEqual([english, placeholders(english)]);
      }
    },
  );

  it('name every service in Marathi: the fixed cards and the server’s services', async () => {
    const names = catalogues.find((catalogue) => catalogue.namespace === 'service-names')!;
    const marathi = (await names.loadMarathi()).default as unknown as Record<string, string>;
    const shown = [
      ...FIXED_SERVICE_CARDS.map((card) => card.title),
      ...services.map((service) => service.Service_Name),
    ];
    expect(shown.filter((name) => !marathi[name])).toEqual([]);
  });

  it('translate every message the public forms show (SPEC section 5 and the forms’ own)', async () => {
    const errors = catalogues.find((catalogue) => catalogue.namespace === 'form-errors')!;
    const marathi = (await errors.loadMarathi()).default as unknown as Record<string, string>;
    const shown = [
      FORM_SUCCESS_MESSAGE,
      FORM_INVALID_MESSAGE,
      SEND_FAILURE_MESSAGE,
      ...Object.values(ENQUIRY_MESSAGES),
      ...Object.values(RESUME_MESSAGES),
      // What an empty and a malformed form earn.
      ...[enquirySchema, contactMessageSchema].flatMap((schema) =>
        [{}, { name: 'A', email: 'not-an-address', phone: '12' }].flatMap((values) => schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? []),
      ),
    ];
    expect(shown.filter((message) => !marathi[message])).toEqual([]);
  });
});
