import { describeDb, useTestApp } from '../../test-helpers';
import { multipartBody, sampleCareerFields, sampleDocx, samplePdf, sampleTxt, zipOf, type FilePart } from '../../../test/fixtures/submissions';
import { checkResume, cleanFileName, DOCX_MAX_EXPANDED_BYTES, RESUME_CHECK_MESSAGES, sniffResume } from '../../lib/file-sniff';
import { careerFieldsSchema, enquirySchema, RESUME_MESSAGES } from '../../../src/shared/contracts/forms';

const wordParts = { '[Content_Types].xml': Buffer.from('<Types/>'), 'word/document.xml': Buffer.from('<w:document/>') };

describe('resume content checks', () => {
  it('refuses HTML, SVG and XML as text, wherever the markup starts', () => {
    expect(sniffResume(Buffer.from('<!DOCTYPE html><html><body>CV</body></html>'))).toBeNull();
    expect(sniffResume(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffResume(Buffer.from('<?xml version="1.0"?><cv/>'))).toBeNull();
    expect(sniffResume(Buffer.from('Asha Patil\n<script>fetch("/x")</script>\n'))).toBeNull();
    expect(sniffResume(sampleTxt)?.kind).toBe('txt');
    // Plain text may still use angle brackets in words.
    expect(sniffResume(Buffer.from('Experience: 3 < 5 years, budget > 10 lakh\n'))?.kind).toBe('txt');
  });

  it('wants the content to match the extension: HTML named .pdf and a PDF named .txt are refused', () => {
    expect(checkResume(Buffer.from('<html><body>CV</body></html>'), 'cv.pdf')).toEqual({ ok: false, message: RESUME_MESSAGES.content });
    expect(checkResume(samplePdf, 'cv.txt')).toEqual({ ok: false, message: RESUME_CHECK_MESSAGES.mismatch('txt', 'pdf') });
    expect(checkResume(sampleDocx(), 'cv.doc')).toEqual({ ok: false, message: RESUME_CHECK_MESSAGES.mismatch('doc', 'docx') });
    expect(checkResume(samplePdf, 'CV.PDF')).toMatchObject({ ok: true, file: { kind: 'pdf' } });
    expect(checkResume(sampleTxt, 'cv.txt')).toMatchObject({ ok: true, file: { kind: 'txt' } });
  });

  it('refuses a DOCX holding macros, an embedded program or an executable under any name', () => {
    expect(checkResume(zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/vbaProject.bin': 'x' }), 'cv.docx')).toEqual({
      ok: false,
      message: RESUME_CHECK_MESSAGES.unsafeArchive,
    });
    expect(checkResume(zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/media/setup.exe': 'MZ' }), 'cv.docx').ok).toBe(false);
    expect(checkResume(zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>', 'word/media/image1.png': 'MZ\0\0program' }), 'cv.docx').ok).toBe(false);
    expect(checkResume(sampleDocx(), 'cv.docx')).toMatchObject({ ok: true, file: { kind: 'docx' } });
  });

  it('refuses a DOCX that expands beyond a sane size, however small it is', () => {
    const bomb = zipOf({ ...wordParts, 'word/media/filler.xml': Buffer.alloc(DOCX_MAX_EXPANDED_BYTES + 1024, 0x20) }, { deflate: true });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(checkResume(bomb, 'cv.docx')).toEqual({ ok: false, message: RESUME_CHECK_MESSAGES.unsafeArchive });
    const normal = zipOf({ ...wordParts, 'word/styles.xml': Buffer.alloc(200 * 1024, 0x20) }, { deflate: true });
    expect(checkResume(normal, 'cv.docx')).toMatchObject({ ok: true });
  });

  it('strips control and direction characters from file names', () => {
    expect(cleanFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    expect(cleanFileName('C:\\Users\\asha\\re\u0000sume\u2066.pdf\u2069')).toBe('resume.pdf');
    expect(cleanFileName('\u200F\u200E\u0085')).toBe('resume');
  });

  it('refuses control characters in required text fields, and a name of only a NUL', () => {
    const enquiry = { name: 'Asha', email: 'asha@example.in', phone: '9876543210' };
    expect(enquirySchema.safeParse(enquiry).success).toBe(true);
    for (const name of ['\u0000', 'As\u0000ha', 'Asha\u001b[31m', 'Asha\u202Eevil', 'Line\nbreak']) {
      const result = enquirySchema.safeParse({ ...enquiry, name });
      expect(result.success).toBe(false);
    }
    expect(careerFieldsSchema.shape.firstName.safeParse('\u0000').success).toBe(false);
  });
});

describeDb('careers upload hygiene', () => {
  const server = useTestApp({ seed: false });

  const career = sampleCareerFields;
  const postCareers = (fields: Record<string, string>, resume: FilePart) => {
    const { body, contentType } = multipartBody(fields, { resume });
    return server.app.inject({ method: 'POST', url: '/backend/submit-careers', headers: { ...server.csrf.headers, 'content-type': contentType }, payload: body });
  };

  it.each([
    ['HTML named .pdf', 'cv.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['SVG named .txt', 'cv.txt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a PDF named .txt', 'cv.txt', samplePdf],
  ])('refuses %s with 415 and stores nothing', async (_what, filename, data) => {
    const response = await postCareers(career, { filename, data });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, errors: { resume: expect.any(String) } });
    expect(await server.app.database.db.selectFrom('career_applications').select('id').execute()).toHaveLength(0);
  });

  it('stores the resume name without direction overrides, and refuses a NUL as a name', async () => {
    const ok = await postCareers(career, { filename: 'meera\u202Efdp.txt', data: sampleTxt });
    expect(ok.statusCode).toBe(200);
    const row = await server.app.database.db.selectFrom('career_applications').select('resume_name').executeTakeFirstOrThrow();
    expect(row.resume_name).toBe('meerafdp.txt');
    const nul = await postCareers({ ...career, firstName: '\u0000' }, { filename: 'cv.txt', data: sampleTxt });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors.firstName).toBe('First name must not contain control characters.');
  });
});
