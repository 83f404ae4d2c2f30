import { isExecutable, sniffResume } from './file-sniff';
import { sampleDoc, sampleDocx, sampleExe, samplePdf, sampleTxt, zipOf } from '../../test/fixtures/submissions';

describe('sniffResume', () => {
  it('recognises a PDF by %PDF-', () => {
    expect(sniffResume(samplePdf)).toEqual({ kind: 'pdf', mime: 'application/pdf' });
  });

  it('recognises a Word 97–2003 document: OLE2 with a WordDocument stream', () => {
    expect(sniffResume(sampleDoc())).toEqual({ kind: 'doc', mime: 'application/msword' });
  });

  it('refuses other OLE2 files (spreadsheets, .msi installers)', () => {
    const ole2 = Buffer.from(sampleDoc());
    Buffer.from('Workbook\0\0\0\0', 'utf16le').copy(ole2, 512 + 128);
    expect(sniffResume(ole2)).toBeNull();
  });

  it('recognises a .docx: a ZIP with [Content_Types].xml and word/ entries', () => {
    expect(sniffResume(sampleDocx())).toEqual({
      kind: 'docx',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('refuses other ZIPs (a spreadsheet, an archive) and a broken one', () => {
    expect(sniffResume(zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull();
    expect(sniffResume(zipOf({ 'setup.exe': 'MZ' }))).toBeNull();
    expect(sniffResume(sampleDocx().subarray(0, 60))).toBeNull();
  });

  it('recognises UTF-8 text, a byte-order mark and Indian scripts included', () => {
    expect(sniffResume(sampleTxt)).toEqual({ kind: 'txt', mime: 'text/plain; charset=utf-8' });
    expect(sniffResume(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), sampleTxt]))?.kind).toBe('txt');
  });

  it('refuses text with NUL or control bytes, and invalid UTF-8', () => {
    expect(sniffResume(Buffer.from('Asha\0Patil'))).toBeNull();
    expect(sniffResume(Buffer.from('Asha\u0007Patil'))).toBeNull();
    expect(sniffResume(Buffer.from([0x41, 0xc3, 0x28]))).toBeNull();
  });

  it('refuses programs whatever they are called: MZ, ELF, Mach-O, scripts', () => {
    expect(sniffResume(sampleExe)).toBeNull();
    expect(sniffResume(Buffer.from('\x7fELF\x02\x01\x01\0', 'latin1'))).toBeNull();
    expect(sniffResume(Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]))).toBeNull();
    expect(sniffResume(Buffer.from('#!/bin/sh\nrm -rf ~\n'))).toBeNull();
    expect(isExecutable(Buffer.from('MZ'))).toBe(true);
    expect(isExecutable(samplePdf)).toBe(false);
  });

  it('refuses images and empty files', () => {
    expect(sniffResume(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBeNull();
    expect(sniffResume(Buffer.alloc(0))).toBeNull();
  });
});
