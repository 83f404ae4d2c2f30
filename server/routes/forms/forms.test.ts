import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb, useTestApp } from '../../test-helpers';
import { FORM_SUCCESS_MESSAGE, RESUME_MAX_BYTES, RESUME_MESSAGES } from '../../../src/shared/contracts/forms';
import { multipartBody, sampleDoc, sampleDocx, sampleExe, samplePdf, sampleTxt, type FilePart } from '../../../test/fixtures/submissions';
import { CAREER_REQUIRED_MESSAGES } from '../../../test/fixtures/spec-messages';

const enquiry = { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Gangapur Road, Nashik', message: '2BHK interiors, modular kitchen' };
const contact = { name: 'Rohan Kulkarni', email: 'rohan@example.in', phone: '9822012345', message: 'Please call after 6 pm.' };
const career = {
  firstName: 'Meera',
  middleName: 'Sunil',
  lastName: 'Joshi',
  email: 'meera.joshi@example.in',
  phone: '9890011223',
  selectedPost: 'Site Supervisor (Interior Fit-out) – Nashik',
  currentLocation: 'Nashik',
  currentEmployer: 'Shree Constructions',
  experience: '4',
  qualification: 'Diploma in Civil Engineering',
};

describeDb('form submissions', () => {
  const server = useTestApp({ seed: false });

  /** Sends `payload` as it is, under the content type given: malformed JSON, a urlencoded form, a cut multipart body. */
  const postRaw = (url: string, contentType: string, payload: string | Buffer, headers: Record<string, string> = server.csrf.headers) =>
    server.app.inject({ method: 'POST', url: `/backend${url}`, headers: { ...headers, 'content-type': contentType }, payload });

  const postJson = (url: string, body: unknown, headers?: Record<string, string>) => postRaw(url, 'application/json', JSON.stringify(body), headers);

  const postCareers = (fields: Record<string, string>, files: Record<string, FilePart> = {}, headers?: Record<string, string>) => {
    const { body, contentType } = multipartBody(fields, files);
    return postRaw('/submit-careers', contentType, body, headers);
  };

  const count = async (table: 'enquiries' | 'contact_messages' | 'career_applications') => {
    const { n } = await server.app.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  };

  describe('POST /enquiryform/submitForm', () => {
    it('stores the enquiry exactly as sent and answers success', async () => {
      const before = Date.now();
      const response = await postJson('/enquiryform/submitForm', enquiry);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORM_SUCCESS_MESSAGE });
      const row = await server.app.database.db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      const { id, created_at, ...stored } = row;
      expect(stored).toEqual({ ...enquiry, language: 'en' });
      expect(id).toEqual(expect.any(Number));
      expect(Date.parse(created_at)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('stores left-out optional fields as empty text', async () => {
      const response = await postJson('/enquiryform/submitForm', { name: 'Kiran', email: 'k@example.in', phone: '0253 2577 123' });
      expect(response.statusCode).toBe(200);
      const row = await server.app.database.db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Kiran', address: '', message: '' });
    });

    it('answers 400 with the spec messages per field, storing nothing', async () => {
      const stored = await count('enquiries');
      const response = await postJson('/enquiryform/submitForm', { name: ' ', address: 'Nashik' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: expect.any(String),
        errors: { name: 'Name is required.', email: 'Email is required.', phone: 'Contact Number is required.' },
      });
      expect(await count('enquiries')).toBe(stored);
    });

    it('answers 400 for values of the wrong type and over-long values', async () => {
      const wrong = await postJson('/enquiryform/submitForm', { name: ['Asha'], email: { $ne: '' }, phone: 9876543210, message: true });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({
        name: 'Name is required.',
        email: 'Email is required.',
        phone: 'Contact Number is required.',
        message: 'Message must be text.',
      });
      const long = await postJson('/enquiryform/submitForm', { ...enquiry, name: 'A'.repeat(101) });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors).toEqual({ name: 'Name must be at most 100 characters.' });
    });

    it('answers 400 for a body that is not a JSON object, and for malformed JSON', async () => {
      for (const body of [[], 'Asha', 42, null]) {
        const response = await postJson('/enquiryform/submitForm', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      }
      const malformed = await postRaw('/enquiryform/submitForm', 'application/json', '{"name": "Asha",');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
      const storedBefore = await count('enquiries');
      const poisoned = await postRaw('/enquiryform/submitForm', 'application/json', '{"name":"A","email":"a@example.in","phone":"9823045671","__proto__":{"admin":true}}');
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
      expect(await count('enquiries')).toBe(storedBefore);
    });

    it('answers 413 for a body over 64 KB', async () => {
      const response = await postJson('/enquiryform/submitForm', { ...enquiry, message: 'x'.repeat(70 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: 'The request is too large.' });
    });

    it('answers 415 for anything but JSON', async () => {
      const form = await postRaw('/enquiryform/submitForm', 'application/x-www-form-urlencoded', 'name=Asha&email=a&phone=1');
      expect(form.statusCode).toBe(415);
      const text = await postRaw('/enquiryform/submitForm', 'text/plain', JSON.stringify(enquiry));
      expect(text.statusCode).toBe(415);
      const { body, contentType } = multipartBody({ name: 'Asha', email: 'a', phone: '1' });
      const multipart = await postRaw('/enquiryform/submitForm', contentType, body);
      expect(multipart.statusCode).toBe(415);
      const none = await server.app.inject({ method: 'POST', url: '/backend/enquiryform/submitForm', headers: server.csrf.headers });
      expect(none.statusCode).toBe(415);
    });

    it('answers 403 without the CSRF header, or with one that does not match the cookie', async () => {
      const stored = await count('enquiries');
      const missing = await postJson('/enquiryform/submitForm', enquiry, { cookie: server.csrf.cookie });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().success).toBe(false);
      const other = await csrfFor(server.app);
      const mismatched = await postJson('/enquiryform/submitForm', enquiry, { cookie: server.csrf.cookie, 'x-xsrf-token': other.token });
      expect(mismatched.statusCode).toBe(403);
      const noCookie = await postJson('/enquiryform/submitForm', enquiry, { 'x-xsrf-token': server.csrf.token });
      expect(noCookie.statusCode).toBe(403);
      expect(await count('enquiries')).toBe(stored);
    });
  });

  describe('POST /contactus/submitForm', () => {
    it('stores the message exactly as sent', async () => {
      const response = await postJson('/contactus/submitForm', contact);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORM_SUCCESS_MESSAGE });
      const { id: _id, created_at: _at, ...stored } = await server.app.database.db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ ...contact, language: 'en' });
    });

    it('answers 400 with the spec messages', async () => {
      const response = await postJson('/contactus/submitForm', { name: '', email: 'rohan@', phone: '98220' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: 'Name is required', email: 'Email is required', phone: 'Phone number is required' });
    });

    it('wants exactly ten digits', async () => {
      const response = await postJson('/contactus/submitForm', { ...contact, phone: '+91 9822012345' });
      expect(response.json().errors).toEqual({ phone: 'Phone number is required' });
    });
  });

  describe('POST /submit-careers', () => {
    const resume = (filename: string, data: Buffer, contentType = 'application/octet-stream'): Record<string, FilePart> => ({
      resume: { filename, data, contentType },
    });

    it.each([
      ['meera-joshi.pdf', samplePdf, 'application/pdf'],
      ['meera-joshi.doc', sampleDoc(), 'application/msword'],
      ['meera-joshi.docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['meera-joshi.txt', sampleTxt, 'text/plain; charset=utf-8'],
    ])('stores an application with its resume %s, kept whole in the database', async (filename, data, mime) => {
      const response = await postCareers(career, resume(filename, data));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: FORM_SUCCESS_MESSAGE });
      const row = await server.app.database.db.selectFrom('career_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      const { id: _id, created_at: _at, resume_data, resume_name, resume_size, resume_type, ...fields } = row;
      expect(fields).toEqual({ ...career, language: 'en' });
      expect({ resume_name, resume_size, resume_type }).toEqual({ resume_name: filename, resume_size: data.length, resume_type: mime });
      expect(Buffer.from(resume_data).equals(data)).toBe(true);
    });

    it('answers 400 with the eleven spec messages for an empty form', async () => {
      const response = await postCareers({});
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual(CAREER_REQUIRED_MESSAGES);
    });

    it('checks e-mail, phone and an empty resume', async () => {
      const response = await postCareers({ ...career, email: 'meera', phone: '123' }, resume('cv.pdf', Buffer.alloc(0)));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: 'Valid email is required', phone: 'Valid phone number is required', resume: 'Resume is required' });
    });

    it('refuses a resume whose name is not pdf, doc, docx or txt', async () => {
      const response = await postCareers(career, resume('cv.png', samplePdf));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ resume: RESUME_MESSAGES.type });
    });

    it('answers 415 for a program named resume.pdf, storing nothing', async () => {
      const stored = await count('career_applications');
      const response = await postCareers(career, resume('resume.pdf', sampleExe, 'application/pdf'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ success: false, message: RESUME_MESSAGES.content, errors: { resume: RESUME_MESSAGES.content } });
      const image = await postCareers(career, resume('resume.txt', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])));
      expect(image.statusCode).toBe(415);
      expect(await count('career_applications')).toBe(stored);
    });

    it('accepts a resume of exactly 1 MB and answers 413 above that', async () => {
      const exact = Buffer.concat([samplePdf, Buffer.alloc(RESUME_MAX_BYTES - samplePdf.length, 0x20)]);
      expect((await postCareers(career, resume('cv.pdf', exact))).statusCode).toBe(200);
      const response = await postCareers(career, resume('cv.pdf', Buffer.concat([exact, Buffer.from('x')])));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ success: false, message: RESUME_MESSAGES.size, errors: { resume: RESUME_MESSAGES.size } });
    });

    it('answers 4xx for a second file, too many fields, an over-long field', async () => {
      const two = await postCareers(career, { resume: { filename: 'a.pdf', data: samplePdf }, other: { filename: 'b.pdf', data: samplePdf } });
      expect(two.statusCode).toBe(413);
      const wrongName = await postCareers(career, { photo: { filename: 'a.pdf', data: samplePdf } });
      expect(wrongName.statusCode).toBe(400);
      const many = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`f${index}`, 'x']));
      expect((await postCareers({ ...career, ...many }, resume('cv.pdf', samplePdf))).statusCode).toBe(413);
      const long = await postCareers({ ...career, qualification: 'x'.repeat(9000) }, resume('cv.pdf', samplePdf));
      expect(long.statusCode).toBe(413);
      const longButFits = await postCareers({ ...career, qualification: 'x'.repeat(200) }, resume('cv.pdf', samplePdf));
      expect(longButFits.statusCode).toBe(400);
      expect(longButFits.json().errors).toEqual({ qualification: 'Qualification must be at most 150 characters.' });
    });

    it('answers 415 for JSON and 400 for a multipart body it cannot read', async () => {
      const json = await postJson('/submit-careers', career);
      expect(json.statusCode).toBe(415);
      const noBoundary = await postRaw('/submit-careers', 'multipart/form-data', 'garbage');
      expect(noBoundary.statusCode).toBe(400);
      const cut = multipartBody(career, resume('cv.pdf', samplePdf));
      const truncated = await postRaw('/submit-careers', cut.contentType, cut.body.subarray(0, cut.body.length - 40));
      expect(truncated.statusCode).toBe(400);
      const xml = await postRaw('/submit-careers', 'application/xml', '<career/>');
      expect(xml.statusCode).toBe(415);
    });

    it('refuses a field named after an Object prototype property', async () => {
      // Built from entries: in an object literal `__proto__: 'x'` sets the prototype and is never sent.
      const fields = Object.fromEntries([...Object.entries(career), ['__proto__', 'x'], ['constructor', 'y']]) as Record<string, string>;
      expect(Object.keys(fields)).toContain('__proto__');
      const storedBefore = await count('career_applications');
      const response = await postCareers(fields, resume('cv.pdf', samplePdf));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(await count('career_applications')).toBe(storedBefore);
    });

    it('answers 403 without the CSRF header', async () => {
      const response = await postCareers(career, resume('cv.pdf', samplePdf), { cookie: server.csrf.cookie });
      expect(response.statusCode).toBe(403);
    });
  });

  it('never answers 5xx to bad input', async () => {
    const bodies: Array<[string, string | Buffer]> = [
      ['application/json', '\u0000\u0001'],
      ['application/json', '"'],
      ['application/json', '{"name":'.repeat(1000)],
      ['application/json', Buffer.from([0xff, 0xfe, 0x00])],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--x--'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-'],
      ['text/html', '<script>alert(1)</script>'],
      ['', ''],
    ];
    for (const url of ['/backend/enquiryform/submitForm', '/backend/contactus/submitForm', '/backend/submit-careers']) {
      for (const [type, payload] of bodies) {
        const headers: Record<string, string> = { ...server.csrf.headers };
        if (type) headers['content-type'] = type;
        const response = await server.app.inject({ method: 'POST', url, headers, payload });
        expect({ url, type, status: response.statusCode < 500 }).toEqual({ url, type, status: true });
        expect(response.json().success).toBe(false);
      }
    }
  });
});

describeDb('form rate limit', () => {
  let app: FastifyInstance;
  afterAll(() => app.close());

  it('answers 429 with a clear message once a client has used its writes, across the three forms', async () => {
    app = await buildTestApp({ seed: false, config: { writeRateLimit: 3 } });
    const csrf = await csrfFor(app);
    const post = (url: string, body: unknown) =>
      app.inject({ method: 'POST', url, headers: { ...csrf.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect((await post('/backend/enquiryform/submitForm', enquiry)).statusCode).toBe(200);
    expect((await post('/backend/contactus/submitForm', contact)).statusCode).toBe(200);
    expect((await post('/backend/enquiryform/submitForm', {})).statusCode).toBe(400);
    const limited = await post('/backend/contactus/submitForm', contact);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/) });
    expect(limited.headers['retry-after']).toBeDefined();
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/backend/enquiryform/submitForm',
      remoteAddress: '10.1.2.3',
      headers: { ...csrf.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(enquiry),
    });
    expect(fromElsewhere.statusCode).toBe(200);
    // The account writes draw on the same budget: this client has none left for them either.
    const signUp = await post('/backend/login/userlogin', { firstname: 'A', lastname: 'B', email: 'a@example.in', password: 'longenough1', confirmPassword: 'longenough1' });
    expect(signUp.statusCode).toBe(429);
    const logIn = await post('/backend/api/login', { email: 'a@example.in', password: 'longenough1' });
    expect(logIn.statusCode).toBe(429);
  });
});
