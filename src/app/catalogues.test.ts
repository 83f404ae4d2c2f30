import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contactMessageSchema, enquirySchema, ENQUIRY_MESSAGES, FORM_INVALID_MESSAGE, FORM_SUCCESS_MESSAGE, RESUME_MESSAGES } from '@/shared/contracts/forms';
import type { Message } from '@/shared/i18n';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import services from '@content/services.json';
import { COMPANY } from '@/shared/config/company';
import { FIXED_SERVICE_CARDS } from '@/shared/config/service-cards';
import { ACCOUNT_MESSAGES, loginSchema, RESET_MESSAGES, signUpFormSchema, vendorRegistrationSchema, VENDOR_MESSAGES } from '@/shared/contracts/accounts';
import { BID_MESSAGES, OPENING_FLAG_LABELS, OPENING_RECORD_TEXTS } from '@/entities/bid';
import { QUESTION_MESSAGES, TENDER_MESSAGES, tenderQuestionSchema } from '@/entities/tender';
import { VENDOR_PROFILE_FIELDS } from '@/entities/vendor-profile';
// eslint-disable-next-line import-x/no-restricted-paths
import { ABOUT_CARDS } from '@/features/home/config/about-cards';
// Not through the slice's index: that is the screens' chunk, which must not carry this table (issue 22's bytes).
// eslint-disable-next-line import-x/no-restricted-paths
import { BID_TEXTS } from '@/features/tenders/config/bid-texts';
// eslint-disable-next-line import-x/no-restricted-paths
import { STATUS_TONE, TENDER_SORTS, TENDER_TABS } from '@/features/tenders/lib/tender-format';
// eslint-disable-next-line import-x/no-restricted-paths
import { TENDER_COLUMNS } from '@/features/tenders/ui/tender-table';
import { allCatalogues } from '../../test/utils/catalogues';

const placeholders = (message: Message) =>
  (typeof message === 'string' ? [message] : [message.one, message.other]).flatMap((text) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1])).sort();

/** A quoted text's contents, or the expression passed in its place, in parentheses. */
const QUOTED_OR_EXPRESSION = `('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|[^,)]+)`;

/**
 * The first argument of every `t(…)` call in the screens under `folders` (relative to src/) that take `t` from
 * `useText(catalogue)`: a text catalogue's English texts are its keys, so they are read from the code. A quoted
 * text comes back unquoted, an expression in parentheses (the caller names the lists those come from).
 */
function textsPassedToT(folders: string[], catalogue: string): { files: number; bindings: string[]; texts: string[] } {
  const root = path.resolve(__dirname, '..');
  const sources = folders.flatMap((folder) =>
    readdirSync(path.join(root, folder))
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(path.join(root, folder, file), 'utf8')),
  );
  const users = sources.filter((source) => source.includes(`useText(${catalogue})`));
  const bindings = users.flatMap((source) => [...source.matchAll(/const t = useText\((\w+)\)/g)].map(([, bound]) => bound));
  const texts = users.flatMap((source) =>
    [...source.matchAll(new RegExp(`(?<![\\w.$])t\\(\\s*${QUOTED_OR_EXPRESSION}`, 'g'))].map(([, argument]) =>
      /^['"]/.test(argument) ? argument.slice(1, -1).replace(/\\(.)/g, '$1') : `(${argument.trim()})`,
    ),
  );
  return { files: users.length, bindings, texts };
}

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

  it('say the company’s own words (content/company.json) in Marathi in the footer, the drawer and Contact Us: a changed text needs its translation', async () => {
    const marathiOf = async (namespace: string) =>
      (await catalogues.find((catalogue) => catalogue.namespace === namespace)!.loadMarathi()).default as unknown as Record<string, string>;
    const [footer, drawer, contact] = await Promise.all(['footer', 'drawer', 'contact'].map(marathiOf));
    expect([COMPANY.tagline in footer, COMPANY.map.title in drawer, COMPANY.map.title in contact]).toEqual([true, true, true]);
  });

  it('name every service in Marathi: the fixed cards and the server’s services', async () => {
    const names = catalogues.find((catalogue) => catalogue.namespace === 'service-names')!;
    const marathi = (await names.loadMarathi()).default as unknown as Record<string, string>;
    const shown = [
      ...FIXED_SERVICE_CARDS.map((card) => card.title),
      ...services.map((service) => service.Service_Name),
    ];
    expect(shown.filter((name) => !marathi[name])).toEqual([]);
  });

  it('translate every message the public forms show (docs/spec-fields.md §5 and the forms’ own)', async () => {
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

  describe('the screens’ own words, keyed by the English text: every text a screen passes to `t` has its Marathi', () => {
    const marathiOf = async (namespace: string) =>
      (await catalogues.find((catalogue) => catalogue.namespace === namespace)!.loadMarathi()).default as unknown as Record<string, string>;

    it('the home page’s blocks and the About page', async () => {
      const { files, bindings, texts } = textsPassedToT(['features/home/ui', 'pages/home/ui', 'pages/about-us/ui'], 'homeText');
      // The page, its welcome, services, projects, about, leaders, testimonials, clients and enquiry blocks, About Us.
      expect(files).toBeGreaterThanOrEqual(10);
      expect(bindings.filter((bound) => bound !== 'homeText')).toEqual([]);
      expect(texts.length).toBeGreaterThan(25);
      // A text passed by a variable comes from a list below: any other would escape this test.
      // (content/company.json's tagline and promise: a changed one fails here until its Marathi is written.)
      expect([...new Set(texts.filter((text) => text.startsWith('(')))].sort()).toEqual(['(COMPANY.promise)', '(COMPANY.tagline)', '(card.title)']);
      const shown = [...texts.filter((text) => !text.startsWith('(')), ...ABOUT_CARDS.map((card) => card.title), COMPANY.tagline, COMPANY.promise];
      const marathi = await marathiOf('home');
      expect(shown.filter((text) => !marathi[text])).toEqual([]);
    });

    it.each([
      // namespace, the screens' folders, the catalogue, how many screens use it, how many texts they pass at least
      ['contact', ['features/contact/ui', 'pages/contact-us/ui'], 'contactText', 3, 10],
      ['events', ['features/events/ui', 'pages/events/ui'], 'eventsText', 2, 8],
      ['services', ['features/services/ui', 'pages/services/ui'], 'servicesText', 1, 6],
      ['not-found', ['pages/not-found/ui'], 'notFoundText', 1, 4],
      // The form parts' own words (formText; the schemas' messages are form-errors', tested above).
      ['form', ['shared/ui/form'], 'formText', 5, 7],
    ] as const)('%s: the screens in %j', async (namespace, folders, catalogue, screens, least) => {
      const { files, bindings, texts } = textsPassedToT([...folders], catalogue);
      expect(files).toBeGreaterThanOrEqual(screens);
      expect(bindings.filter((bound) => bound !== catalogue)).toEqual([]);
      expect(texts.length).toBeGreaterThanOrEqual(least);
      // Every text is written where it is shown: none is passed by a variable, which would escape this test
      // (but Contact Us's map title, content/company.json's, checked with the company's words above).
      expect(texts.filter((text) => text.startsWith('('))).toEqual(namespace === 'contact' ? ['(COMPANY.map.title)'] : []);
      const marathi = await marathiOf(namespace);
      expect(texts.filter((text) => !text.startsWith('(') && !marathi[text])).toEqual([]);
    });
  });

  describe('the tender board (issue 22): every text a vendor reads', () => {
    const marathiOf = async (namespace: string) =>
      (await catalogues.find((catalogue) => catalogue.namespace === namespace)!.loadMarathi()).default as unknown as Record<string, string>;
    const strings = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(strings) : [];
    /** A vendor's messages among the bid's: the staff's (sealing, opening) are the desk's, which is English. */
    const STAFF_BID_MESSAGES = [
      'passphraseShort', 'passphraseLong', 'notOnlineStaff', 'armedFirst', 'armedSecond', 'alreadyArmed', 'sameArmer', 'notArmedStaff', 'tooEarly', 'alreadyOpened', 'notAnOpener', 'sameOpener', 'codeWrong', 'firstConfirmed', 'wrongPassphrase', 'opened', 'noSuchBid',
      // The two-stage opening, the evaluation and the award (issue 38): the desk's.
      'shareInvalid', 'reArmHasBids', 'legacySealing', 'notAnArmer', 'wrongStage', 'tokenExpired', 'partialsInvalid', 'keysDoNotOpen', 'evaluationReason', 'evaluationOpen', 'evaluationDone', 'decided', 'noQualified', 'awardReason', 'awardNotRanked', 'awarded', 'alreadyAwarded', 'notAwardedYet', 'locked', 'technicalOpened',
    ];
    const vendorBidMessages = Object.entries(BID_MESSAGES).filter(([key]) => !STAFF_BID_MESSAGES.includes(key));

    it('the bid section, the bid form, the receipt, the opening record and the server’s answers', async () => {
      const marathi = await marathiOf('bids');
      const shown = [
        ...strings(BID_TEXTS).filter((text) => /[A-Za-z]{3}/.test(text)),
        ...strings(OPENING_RECORD_TEXTS),
        ...Object.values(OPENING_FLAG_LABELS),
        // What the section says of itself (the reason it takes no bid) and the answers to withdraw and re-confirm.
        ...(['loginFirst', 'profileFirst', 'noSuchTender', 'notOnline', 'notArmed', 'deadlinePassed', 'notOpen', 'withdrawn', 'nothingToWithdraw', 'reconfirmed', 'nothingToReconfirm', 'notOpenedYet'] as const).map((key) => BID_MESSAGES[key]),
        VENDOR_MESSAGES.profileSaved,
        // A bid's number travels as its placeholder (tender-bid-section.tsx, bid-form.tsx).
        BID_MESSAGES.submitted('{{bidNumber}}'),
        BID_MESSAGES.resubmitted('{{bidNumber}}'),
      ].filter((text) => text !== 'SHA-256' && text !== 'GST');
      expect(shown.filter((text) => !marathi[text])).toEqual([]);
    });

    it('the list’s and the detail page’s own words, the column names and the statuses (keyed by the English text, so read from the code)', async () => {
      // The slice's parts and the two pages that compose them.
      const src = path.resolve(__dirname, '..');
      const sources = ['features/tenders/ui', 'features/tenders/lib', 'pages/tender-list/ui', 'pages/tender-detail/ui'].flatMap((folder) =>
        readdirSync(path.join(src, folder))
          .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
          .map((file) => readFileSync(path.join(src, folder, file), 'utf8')),
      );
      const users = sources.filter((source) => /useText\((tendersText|tenderNamesText)\)/.test(source));
      // The list, the detail page, the table, the cards, the status badge, the timeline and useClosesIn.
      expect(users.length).toBeGreaterThanOrEqual(7);
      // In these files `t` is always the board's words and `name` its names, so each call is read as theirs.
      const bindings = users.flatMap((source) => [...source.matchAll(/const (t|name) = useText\((\w+)\)/g)].map(([, binder, catalogue]) => `${binder} = ${catalogue}`));
      expect(bindings.filter((binding) => !['t = tendersText', 'name = tenderNamesText'].includes(binding))).toEqual([]);
      /** The first argument of every call of `binder`: a quoted text (unquoted), or the expression passed. */
      const argumentsOf = (binder: string) =>
        users.flatMap((source) =>
          [...source.matchAll(new RegExp(`(?<![\\w.$])${binder}\\(\\s*('(?:[^'\\\\]|\\\\.)*'|[^,)]+)`, 'g'))].map(([, argument]) =>
            argument.startsWith("'") ? argument.slice(1, -1).replace(/\\(.)/g, '$1') : `(${argument.trim()})`,
          ),
        );
      const texts = argumentsOf('t');
      const names = argumentsOf('name');
      expect(texts.length).toBeGreaterThan(50);
      // A text passed by a variable comes from one of the lists below: any other would escape this test.
      expect(texts.filter((text) => text.startsWith('(')).sort()).toEqual(['(label)', '(label)', '(tabTexts.caption)', '(tabTexts.caption)', '(tabTexts.empty)']);
      expect([...new Set(names)].sort()).toEqual(['(column)', '(status)']);
      const shown = [...texts.filter((text) => !text.startsWith('(')), ...TENDER_TABS.flatMap(({ label, caption, empty }) => [label, caption, empty]), ...TENDER_SORTS.map(({ label }) => label)];
      const marathi = await marathiOf('tenders');
      expect(shown.filter((text) => !marathi[text])).toEqual([]);
      const marathiNames = await marathiOf('tender-names');
      expect([...TENDER_COLUMNS, ...Object.keys(STATUS_TONE)].filter((text) => !marathiNames[text])).toEqual([]);
    });

    it('the vendor profile’s labels and hints', async () => {
      const marathi = await marathiOf('vendor-profile');
      const shown = VENDOR_PROFILE_FIELDS.flatMap((spec) => [spec.label, ...(typeof spec.help === 'string' ? [spec.help] : [])]);
      expect(shown.filter((text) => !marathi[text])).toEqual([]);
    });

    it('the account, registration, question and bid forms’ messages (the schemas’ and the server’s)', async () => {
      // The tender board's own catalogue, which its screens load, beside the common form messages.
      const marathi = { ...(await marathiOf('form-errors')), ...(await marathiOf('tender-board-errors')) };
      const { subject: _subject, ...resetMessages } = RESET_MESSAGES;
      const { answerRequired: _a, answerTooLong: _b, notFound: _c, answered: _d, published: _e, asked: _f, ...questionMessages } = QUESTION_MESSAGES;
      const shown = [
        ...Object.values(ACCOUNT_MESSAGES),
        ...Object.values(VENDOR_MESSAGES),
        ...Object.values(resetMessages),
        ...Object.values(questionMessages),
        ...(['Closed', 'Awarded', 'Cancelled', 'Open'] as const).map((status) => TENDER_MESSAGES.notOpen(status)),
        ...vendorBidMessages.filter(([key, message]) => typeof message === 'string' && !['withdrawn', 'nothingToWithdraw', 'reconfirmed', 'nothingToReconfirm', 'notOpenedYet'].includes(key)).map(([, message]) => message as string),
        BID_TEXTS.networkFailure,
        BID_TEXTS.unexpectedFailure,
        // What an empty and a malformed form earn.
        ...[loginSchema, signUpFormSchema, vendorRegistrationSchema, tenderQuestionSchema].flatMap((schema) =>
          [{}, { email: 'not-an-address', password: 'short', confirmPassword: 'other', mobileNumber: '12', gstNumber: '27ABCDE1234F1Z', panNumber: 'X', udyamNumber: 'U', question: 'x'.repeat(1001) }].flatMap(
            (values) => schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [],
          ),
        ),
      ];
      expect([...new Set(shown)].filter((message) => !marathi[message])).toEqual([]);
    });

    it('the account screens’ own words for the server’s sentences they show', async () => {
      const marathi = await marathiOf('auth');
      const shown = [ACCOUNT_MESSAGES.signUpSuccess, VENDOR_MESSAGES.saved, VENDOR_MESSAGES.loginFirst, VENDOR_MESSAGES.tenderNotOpen, RESET_MESSAGES.sent, RESET_MESSAGES.done, RESET_MESSAGES.invalidLink, ...(['Closed', 'Awarded', 'Cancelled'] as const).map((status) => TENDER_MESSAGES.notOpen(status))];
      expect(shown.filter((message) => !marathi[message])).toEqual([]);
      const detail = await marathiOf('tender-detail');
      expect([QUESTION_MESSAGES.asked, QUESTION_MESSAGES.loginFirst].filter((message) => !detail[message])).toEqual([]);
    });
  });
});
